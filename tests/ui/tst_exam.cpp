// An exam and a practice question taken as a user takes them: keys pressed into the window, which delivers them to
// the focused widget through the shortcuts, as a keyboard does, and buttons clicked with the mouse.
#include "study/QuestionPanel.h"
#include "study/StudyView.h"

#include "BoxAnswers.h"

#include <QApplication>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>
#include <QTimer>

namespace {

using gptest::BoxAnswers;

Qt::Key digit(int n)
{
    return static_cast<Qt::Key>(Qt::Key_0 + n);
}

// A key pressed on the keyboard: to the window, which hands it to whatever has the focus.
void press(QWidget* w, Qt::Key key, Qt::KeyboardModifiers modifiers = Qt::NoModifier)
{
    QTest::keyClick(w->window()->windowHandle(), key, modifiers);
}

void type(QWidget* w, const char* text)
{
    for (const char* c = text; *c; ++c)
        QTest::keyClick(w->window()->windowHandle(), *c);
}

QPushButton* button(QWidget* in, const QString& text)
{
    for (QPushButton* b : in->findChildren<QPushButton*>())
        if (b->isVisible() && b->text() == text)
            return b;
    return nullptr;
}

std::size_t examIndex(const gpui::StudyView& view)
{
    return view.session().exam.index();
}

QString report(const gpui::StudyView& view)
{
    for (QPlainTextEdit* e : view.findChildren<QPlainTextEdit*>())
        if (e->isVisible())
            return e->toPlainText();
    return {};
}

QString resultText(const gpui::QuestionPanel* panel)
{
    QString out;
    for (QLabel* l : panel->findChildren<QLabel*>())
        if (l->isVisible() && (l->text().startsWith(QStringLiteral("✔")) || l->text().startsWith(QStringLiteral("✘"))))
            out = l->text();
    return out;
}

gp::ExamSession exam(std::initializer_list<const char*> ids)
{
    std::vector<gp::Question> questions;
    for (const char* id : ids) {
        const gp::Question* q = gp::findQuestion(id);
        if (!q)
            qFatal("no question %s", id);
        questions.push_back(*q);
    }
    return gp::ExamSession(std::move(questions), 600);
}

} // namespace

class TestExam : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void numberKeysPickAndEnterGoesOneStep();
    void endExamFromAnyQuestion();
    void aNumberStaysEditableUntilTheQuestionIsLeft();
    void countsAreWholeNumbers();
    void keysWorkAfterAChoiceIsClicked();

private:
    void showExam(gpui::StudyView& view);
};

void TestExam::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("GoodputPlannerTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_exam"));
}

void TestExam::init()
{
    QSettings().clear();
    QFile::remove(gpui::StudyView::progressPath());
}

void TestExam::showExam(gpui::StudyView& view)
{
    view.resize(1100, 800);
    view.show();
    view.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&view));
    view.showPage(gpui::StudyView::Page::Exam);
}

void TestExam::numberKeysPickAndEnterGoesOneStep()
{
    gpui::StudyView view;
    showExam(view);
    BoxAnswers boxes(QMessageBox::Cancel);
    // The Start button has the focus, as after a click, and goes away with the setup.
    QPushButton* start = button(&view, QStringLiteral("Start Exam"));
    QVERIFY(start);
    start->setFocus();
    view.startExam(5, 10, 4);
    int choices = 0, numbers = 0;
    for (std::size_t i = 0; i < 5; ++i) {
        QCOMPARE(examIndex(view), i);
        gpui::QuestionPanel* panel = view.exam();
        if (panel->question().numeric()) {
            ++numbers;
            QCOMPARE(QApplication::focusWidget(), panel->numberField()); // ready for the number
            type(panel, "1");
            press(panel, Qt::Key_Return); // records the number and stays, so it can be read again
            QCOMPARE(examIndex(view), i);
            press(panel, Qt::Key_Return);
        } else {
            ++choices;
            const auto buttons = panel->choiceButtons();
            press(panel, digit(1));
            QVERIFY(buttons[0]->isChecked());
            QVERIFY2(buttons[0]->text().startsWith(QStringLiteral("●")), qPrintable(buttons[0]->text()));
            press(panel, digit(2)); // another key changes the pick: nothing is scored before the end
            QVERIFY(buttons[1]->isChecked());
            QVERIFY(!buttons[0]->isChecked());
            QVERIFY(!buttons[0]->text().startsWith(QStringLiteral("●")));
            press(panel, Qt::Key_Return);
        }
        if (i + 1 < 5)
            QCOMPARE(examIndex(view), i + 1); // one step, never two
    }
    QVERIFY(choices >= 2 && numbers >= 1); // the seed draws both kinds
    QVERIFY(boxes.asked.isEmpty());        // every question answered: the last Enter ends without asking
    QVERIFY(!view.examRunning());
    QCOMPARE(view.progress().exams.back().total, 5);
    const QString text = report(view);
    QCOMPARE(text.count(QStringLiteral("Your answer: ")), 5);
    QCOMPARE(text.count(QStringLiteral("not answered")), 0); // no answer lost on the way
}

void TestExam::endExamFromAnyQuestion()
{
    gpui::StudyView view;
    showExam(view);
    BoxAnswers boxes(QMessageBox::Cancel);
    view.restore({gpui::StudyView::Page::Exam, {},
                  exam({"scale/lost-hours-x2", "scale/fixed-compute-x3", "inference/replicas-6.86-30"})});
    QVERIFY(view.examRunning());
    QPushButton* end = button(&view, QStringLiteral("End Exam"));
    QVERIFY(end);
    // The first question answered right: 8 to 16 nodes over the same window, 2 x 2 = 4 times the cost.
    const auto buttons = view.exam()->choiceButtons();
    int right = 0;
    for (int i = 0; i < buttons.size(); ++i)
        right = buttons[i]->text().endsWith(QStringLiteral("×4")) ? i + 1 : right;
    QVERIFY(right > 0);
    press(view.exam(), digit(right));
    QTest::mouseClick(end, Qt::LeftButton);
    // The question is in the message itself, not only in its title, which a window manager may not show.
    QCOMPARE(boxes.asked, QStringList{QStringLiteral("End the exam now? Questions not answered: 2.")});
    QVERIFY(view.examRunning()); // Cancel: the exam goes on where it was, the pick kept
    QCOMPARE(examIndex(view), std::size_t(0));
    QVERIFY(view.exam()->choiceButtons()[right - 1]->isChecked());
    boxes.reply(QMessageBox::Yes);
    QTest::mouseClick(end, Qt::LeftButton);
    QVERIFY(!view.examRunning());
    const gp::ExamResult& r = view.progress().exams.back();
    QCOMPARE(r.total, 3);
    QCOMPARE(r.correct, 1);
    QCOMPARE(report(view).count(QStringLiteral("Your answer: not answered")), 2);
    bool scored = false;
    for (QLabel* l : view.findChildren<QLabel*>())
        scored = scored || (l->isVisible() && l->text().startsWith(QStringLiteral("1 of 3 right")));
    QVERIFY(scored);

    // Every question answered: End Exam goes to the report without asking.
    gpui::StudyView other;
    showExam(other);
    other.restore({gpui::StudyView::Page::Exam, {}, exam({"scale/lost-hours-x2"})});
    press(other.exam(), digit(1));
    boxes.asked.clear();
    QTest::mouseClick(button(&other, QStringLiteral("End Exam")), Qt::LeftButton);
    QVERIFY(boxes.asked.isEmpty());
    QVERIFY(!other.examRunning());
    QCOMPARE(report(other).count(QStringLiteral("Your answer: ")), 1);
}

void TestExam::aNumberStaysEditableUntilTheQuestionIsLeft()
{
    gpui::StudyView view;
    showExam(view);
    BoxAnswers boxes(QMessageBox::Yes);
    // Runtime goodput of a 336 h window with 6 interruptions of 0.25 h to resume, 0.5 h lost and 0.1 h to
    // reschedule: (336 - 6 x 0.75 - 6 x 0.1) / (336 - 6 x 0.1) = 330.9 / 335.4 = 98.658 %, within 0.1.
    // Replicas for a peak of 30 requests/s at 6.86 each: ceil(4.37) = 5.
    view.restore({gpui::StudyView::Page::Exam, {},
                  exam({"runtime-formula/336-6-0.25-0.5-0.1", "inference/replicas-6.86-30", "scale/lost-hours-x2"})});
    gpui::QuestionPanel* panel = view.exam();
    QLineEdit* field = panel->numberField();
    QCOMPARE(QApplication::focusWidget(), field);
    type(panel, "2");
    press(panel, Qt::Key_Return); // the first Enter records 2 ...
    QCOMPARE(examIndex(view), std::size_t(0));
    QVERIFY(!field->isReadOnly()); // ... and the field stays open
    press(panel, Qt::Key_A, Qt::ControlModifier);
    type(panel, "98.66");
    QCOMPARE(field->text(), QStringLiteral("98.66"));
    press(panel, Qt::Key_Return); // the edit is recorded, still on the question
    QCOMPARE(examIndex(view), std::size_t(0));
    press(panel, Qt::Key_Return); // and the number shown, recorded, goes on
    QCOMPARE(examIndex(view), std::size_t(1));

    // The second: 4 recorded by Enter, then corrected to 5 and left with the Next button, without Enter.
    QCOMPARE(QApplication::focusWidget(), field);
    QVERIFY(field->text().isEmpty());
    type(panel, "4");
    press(panel, Qt::Key_Return);
    press(panel, Qt::Key_Backspace);
    type(panel, "5");
    QTest::mouseClick(button(&view, QStringLiteral("Next (Enter)")), Qt::LeftButton);
    QCOMPARE(examIndex(view), std::size_t(2));

    // The third left unanswered: End Exam asks, Yes ends.
    QTest::mouseClick(button(&view, QStringLiteral("End Exam")), Qt::LeftButton);
    QCOMPARE(boxes.asked, QStringList{QStringLiteral("End the exam now? Questions not answered: 1.")});
    QVERIFY(!view.examRunning());
    const gp::ExamResult& r = view.progress().exams.back();
    QCOMPARE(r.correct, 2); // 98.66 and 5, as the fields showed when left
    QCOMPARE(r.missed, std::vector<std::string>{"scale/lost-hours-x2"});
    const QString text = report(view);
    QVERIFY2(text.contains(QStringLiteral("Your answer: 98.66\n")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("Your answer: 5\n")), qPrintable(text));

    // A number typed and left by End Exam, never Entered, is the one scored.
    gpui::StudyView other;
    showExam(other);
    other.restore({gpui::StudyView::Page::Exam, {}, exam({"inference/replicas-6.86-30"})});
    type(other.exam(), "5");
    boxes.asked.clear();
    QTest::mouseClick(button(&other, QStringLiteral("End Exam")), Qt::LeftButton);
    QVERIFY(boxes.asked.isEmpty()); // it shows an answer: nothing is unanswered
    QCOMPARE(other.progress().exams.back().correct, 1);
}

void TestExam::countsAreWholeNumbers()
{
    // The report: a count as the whole number, a percentage with its places and tolerance.
    gpui::StudyView view;
    showExam(view);
    BoxAnswers boxes(QMessageBox::Yes);
    view.restore({gpui::StudyView::Page::Exam, {},
                  exam({"inference/replicas-6.86-30", "runtime-formula/336-6-0.25-0.5-0.1",
                        "inference/accelerators-llama-3.1-70b-bf16-8192-32"})});
    view.finishExam();
    const QString text = report(view);
    QVERIFY2(text.contains(QStringLiteral("The answer: 5\n")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("The answer: 98.66 % (within 0.1)\n")), qPrintable(text));
    // Llama 3.1 70B in BF16, 32 sequences of 8,192 tokens: 227 GB of weights and cache on 72 GB per H100: 4.
    QVERIFY2(text.contains(QStringLiteral("The answer: 4\n")), qPrintable(text));
    QVERIFY(!text.contains(QStringLiteral(".00")));
    QVERIFY(!text.contains(QStringLiteral("within 0.4")));

    // Practice: the feedback the same way.
    gpui::StudyView practice;
    showExam(practice);
    gpui::PracticePage::State state;
    state.queue = {*gp::findQuestion("inference/replicas-6.86-30"),
                   *gp::findQuestion("runtime-formula/336-6-0.25-0.5-0.1")};
    practice.restore({gpui::StudyView::Page::Practice, state, {}});
    gpui::QuestionPanel* panel = practice.practice();
    QCOMPARE(panel->question().id, std::string("inference/replicas-6.86-30"));
    type(panel, "5");
    press(panel, Qt::Key_Return);
    QCOMPARE(resultText(panel), QStringLiteral("✔ Correct: 5"));
    press(panel, Qt::Key_Return);
    QCOMPARE(panel->question().id, std::string("runtime-formula/336-6-0.25-0.5-0.1"));
    type(panel, "97");
    press(panel, Qt::Key_Return);
    QCOMPARE(resultText(panel), QStringLiteral("✘ Not quite. The answer: 98.66 % (within 0.1)"));
}

void TestExam::keysWorkAfterAChoiceIsClicked()
{
    // Practice: a choice clicked with the mouse, then the keyboard: Enter goes on and a number key answers.
    gpui::StudyView view;
    showExam(view);
    gpui::PracticePage::State state;
    state.queue = {*gp::findQuestion("scale/lost-hours-x2"), *gp::findQuestion("scale/fixed-compute-x2")};
    view.restore({gpui::StudyView::Page::Practice, state, {}});
    gpui::QuestionPanel* panel = view.practice();
    QTest::mouseClick(panel->choiceButtons()[0], Qt::LeftButton);
    QVERIFY(panel->isAnswered());
    press(panel, Qt::Key_Return);
    QCOMPARE(panel->question().id, std::string("scale/fixed-compute-x2"));
    press(panel, digit(2));
    QVERIFY(panel->isAnswered());
    QVERIFY(panel->choiceButtons()[1]->isChecked());

    // The exam: a choice clicked, then another picked by its key, then Enter.
    gpui::StudyView examView;
    showExam(examView);
    BoxAnswers boxes(QMessageBox::Yes);
    examView.restore({gpui::StudyView::Page::Exam, {}, exam({"scale/lost-hours-x2", "scale/fixed-compute-x2"})});
    QTest::mouseClick(examView.exam()->choiceButtons()[0], Qt::LeftButton);
    QVERIFY(examView.exam()->choiceButtons()[0]->isChecked());
    press(examView.exam(), digit(3));
    QVERIFY(examView.exam()->choiceButtons()[2]->isChecked());
    press(examView.exam(), Qt::Key_Return);
    QCOMPARE(examIndex(examView), std::size_t(1));
    // The button that had the focus went with the first question; the keys still reach the second.
    press(examView.exam(), digit(2));
    QVERIFY(examView.exam()->choiceButtons()[1]->isChecked());
    press(examView.exam(), Qt::Key_Return);
    QVERIFY(!examView.examRunning());
    QVERIFY(boxes.asked.isEmpty());
}

QTEST_MAIN(TestExam)
#include "tst_exam.moc"
