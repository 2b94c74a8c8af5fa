#include "study/QuestionPanel.h"
#include "study/StudyView.h"

#include <QLineEdit>
#include <QMessageBox>
#include <QTimer>
#include <QFile>
#include <QLabel>
#include <QDir>
#include <QFileInfo>
#include <QProcess>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QPlainTextEdit>
#include <QTabWidget>
#include <QApplication>
#include <QTemporaryDir>
#include <QTest>

namespace {

// The number key of the right answer, or -1 for a numeric question.
int rightKey(const gp::Question& q)
{
    for (std::size_t i = 0; i < q.choices.size(); ++i)
        if (q.choices[i].id == q.answer)
            return static_cast<int>(i) + 1;
    return -1;
}

Qt::Key digit(int n)
{
    return static_cast<Qt::Key>(Qt::Key_0 + n);
}

} // namespace

class TestStudyView : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void practiceFromTheKeyboard();
    void examScoresByTopicAndExports();
    void timeUpCountsTheRestAsMissed();
    void missedQuestionsComeBackForReview();
    void theChoiceTakenStaysMarked();
    void endingWithUnansweredQuestionsAsksFirst();
};

void TestStudyView::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("GoodputPlannerTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_studyview"));
}

void TestStudyView::init()
{
    QSettings().clear();
    QFile::remove(gpui::StudyView::progressPath());
}

void TestStudyView::practiceFromTheKeyboard()
{
    gpui::StudyView view;
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.showPage(gpui::StudyView::Page::Practice);
    // Skip to a choice question, then answer it right with its number key.
    while (view.practice()->question().numeric())
        view.nextPractice();
    const std::string first = view.practice()->question().id;
    QTest::keyClick(view.practice(), digit(rightKey(view.practice()->question())));
    QVERIFY(view.practice()->isAnswered());
    bool praised = false;
    for (QLabel* l : view.practice()->findChildren<QLabel*>())
        praised = praised || l->text().startsWith(QStringLiteral("✔ Correct"));
    QVERIFY(praised);
    QVERIFY(view.progress().deck.empty());
    QTest::keyClick(view.practice(), Qt::Key_Return); // Enter goes on
    QVERIFY(view.practice()->question().id != first);
    QVERIFY(!view.practice()->isAnswered());
}

void TestStudyView::examScoresByTopicAndExports()
{
    gpui::StudyView view;
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.showPage(gpui::StudyView::Page::Exam);
    view.startExam(6, 10, 11);
    QVERIFY(view.examRunning());
    // Right answers for the first five, a wrong one for the last; no feedback on the way.
    for (int i = 0; i < 6; ++i) {
        const gp::Question q = view.exam()->question();
        const bool last = i == 5;
        if (q.numeric()) {
            QVERIFY(view.exam()->numberField()->text().isEmpty()); // a number field starts empty
            view.exam()->numberField()->setText(QString::number(last ? *q.numericAnswer + 5 : *q.numericAnswer));
            QTest::keyClick(view.exam(), Qt::Key_Return); // Enter answers the number typed ...
        } else {
            const int right = rightKey(q);
            QTest::keyClick(view.exam(), digit(last ? (right == 1 ? 2 : 1) : right));
        }
        QVERIFY(view.exam()->isAnswered());
        QTest::keyClick(view.exam(), Qt::Key_Return); // ... and goes on from an answered question
    }
    QVERIFY(!view.examRunning());
    const gp::ExamResult& r = view.progress().exams.back();
    QCOMPARE(r.total, 6);
    QCOMPARE(r.correct, 5);
    QCOMPARE(r.missed.size(), std::size_t(1));
    int topicTotal = 0;
    for (const auto& [topic, score] : r.byTopic)
        topicTotal += score.second;
    QCOMPARE(topicTotal, 6);
    QTemporaryDir dir;
    QVERIFY(view.exportExamCsv(dir.filePath(QStringLiteral("exam.csv"))));
    QFile csv(dir.filePath(QStringLiteral("exam.csv")));
    QVERIFY(csv.open(QIODevice::ReadOnly));
    const QList<QByteArray> lines = csv.readAll().trimmed().split('\n');
    QCOMPARE(lines.size(), 7);
    QCOMPARE(lines.count(QByteArray()), 0);
    // A header of keys, then each question's id, topic and 1 or 0: five right of six.
    QCOMPARE(lines.first(), QByteArray("question,topic,correct"));
    int right = 0;
    for (const QByteArray& line : lines.mid(1)) {
        const QList<QByteArray> fields = line.split(',');
        QCOMPARE(fields.size(), 3);
        QVERIFY(fields[2] == "1" || fields[2] == "0");
        right += fields[2].toInt();
    }
    QCOMPARE(right, 5);
    QVERIFY(view.exportExamPdf(dir.filePath(QStringLiteral("exam.pdf"))));
    QProcess text;
    text.start(QStringLiteral("pdftotext"), {dir.filePath(QStringLiteral("exam.pdf")), QStringLiteral("-")});
    QVERIFY(text.waitForFinished());
    const QString t = QString::fromUtf8(text.readAllStandardOutput());
    QVERIFY(t.contains(QStringLiteral("5 of 6 right")));
    QVERIFY(t.contains(QStringLiteral("Every question, your answer and the right one")));
    // A path that cannot take the file is a failure, even where something already stands at it (a folder named
    // like the file), and what stands there is left as it was.
    QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("taken.pdf")));
    QVERIFY(!view.exportExamPdf(dir.filePath(QStringLiteral("taken.pdf"))));
    QVERIFY(QFileInfo(dir.filePath(QStringLiteral("taken.pdf"))).isDir());
    QVERIFY(!view.exportExamPdf(dir.filePath(QStringLiteral("missing/exam.pdf"))));
    QVERIFY(t.contains(QStringLiteral("The answer:")));
}

void TestStudyView::timeUpCountsTheRestAsMissed()
{
    gpui::StudyView view;
    view.startExam(3, 1, 5);
    view.finishExam(); // as the timer does when the time is up
    QCOMPARE(view.progress().exams.back().correct, 0);
    QCOMPARE(view.progress().exams.back().total, 3);
    QCOMPARE(view.progress().deck.size(), std::size_t(3));
}

void TestStudyView::missedQuestionsComeBackForReview()
{
    {
        gpui::StudyView view;
        view.startExam(2, 1, 3);
        view.finishExam(); // both missed: due today
    }
    gpui::StudyView view; // a new session reads the saved progress
    QCOMPARE(view.progress().deck.size(), std::size_t(2));
    QCOMPARE(view.progress().due(gpui::StudyView::today()).size(), std::size_t(2));
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.showPage(gpui::StudyView::Page::Review);
    auto* review = view.review();
    const gp::Question q = review->question();
    QVERIFY(!q.id.empty());
    if (q.numeric()) {
        review->numberField()->setText(QString::number(*q.numericAnswer));
        QVERIFY(review->answerNumeric());
    } else {
        QTest::keyClick(review, digit(rightKey(q)));
    }
    const auto& card = view.progress().deck.at(q.id);
    QCOMPARE(card.schedule.intervalDays, 1); // SM-2: the first success comes back tomorrow
    QCOMPARE(card.due, gpui::StudyView::today() + 1);
    QCOMPARE(view.progress().due(gpui::StudyView::today()).size(), std::size_t(1));
}

void TestStudyView::theChoiceTakenStaysMarked()
{
    gpui::StudyView view;
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.showPage(gpui::StudyView::Page::Practice);
    while (view.practice()->question().numeric())
        view.nextPractice();
    const gp::Question q = view.practice()->question();
    const int right = rightKey(q);
    const int wrong = right == 1 ? 2 : 1;
    QTest::keyClick(view.practice(), Qt::Key_Return); // Enter on an unanswered question does not skip it
    QCOMPARE(view.practice()->question().id, q.id);
    QTest::keyClick(view.practice(), digit(wrong));
    const auto buttons = view.practice()->choiceButtons();
    QVERIFY2(buttons[wrong - 1]->text().startsWith(QStringLiteral("✘")) &&
                 buttons[wrong - 1]->text().endsWith(QStringLiteral("(your answer)")),
             qPrintable(buttons[wrong - 1]->text()));
    QVERIFY2(buttons[right - 1]->text().startsWith(QStringLiteral("✔")) &&
                 buttons[right - 1]->text().endsWith(QStringLiteral("(the answer)")),
             qPrintable(buttons[right - 1]->text()));
    QVERIFY(buttons[wrong - 1]->styleSheet().contains(QStringLiteral("#fee2e2")));
    // The others stay in the text colour, not greyed out.
    for (int i = 0; i < buttons.size(); ++i)
        if (i != wrong - 1 && i != right - 1)
            QVERIFY(buttons[i]->styleSheet().contains(QStringLiteral("palette(button-text)")));
    // A numeric question's field starts empty and refuses what is not a number.
    while (!view.practice()->question().numeric())
        view.nextPractice();
    QLineEdit* field = view.practice()->numberField();
    QVERIFY(field->text().isEmpty());
    field->setText(QStringLiteral("twelve"));
    QVERIFY(!view.practice()->answerNumeric());
    QVERIFY(!view.practice()->isAnswered());
}

void TestStudyView::endingWithUnansweredQuestionsAsksFirst()
{
    gpui::StudyView view;
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.showPage(gpui::StudyView::Page::Exam);
    view.startExam(2, 10, 7);
    QPushButton* next = nullptr;
    for (QPushButton* b : view.findChildren<QPushButton*>())
        if (b->text().startsWith(QStringLiteral("Next")))
            next = b;
    QVERIFY(next);
    // Enter on an unanswered question stays on it; Next skips it.
    const std::string first = view.exam()->question().id;
    QTest::keyClick(view.exam(), Qt::Key_Return);
    QCOMPARE(view.exam()->question().id, first);
    next->click();
    QVERIFY(view.exam()->question().id != first);
    // On the last question, Next asks before ending with two unanswered: Cancel stays, Yes ends.
    const auto answerBox = [](QMessageBox::StandardButton button, QString* text) {
        QTimer::singleShot(0, [button, text] {
            for (QWidget* w : QApplication::topLevelWidgets())
                if (auto* box = qobject_cast<QMessageBox*>(w); box && box->isVisible()) {
                    *text = box->text();
                    box->button(button)->click();
                }
        });
    };
    QString asked;
    answerBox(QMessageBox::Cancel, &asked);
    next->click();
    QCOMPARE(asked, QStringLiteral("End the exam now? Questions not answered: 2."));
    QVERIFY(view.examRunning());
    answerBox(QMessageBox::Yes, &asked);
    next->click();
    QVERIFY(!view.examRunning());
    QCOMPARE(view.progress().exams.back().correct, 0);
    // The report lists both, each "not answered" with the right answer.
    bool listed = false;
    for (QPlainTextEdit* e : view.findChildren<QPlainTextEdit*>())
        listed = listed || (e->toPlainText().count(QStringLiteral("Your answer: not answered")) == 2 &&
                            e->toPlainText().count(QStringLiteral("The answer: ")) == 2);
    QVERIFY(listed);
}

QTEST_MAIN(TestStudyView)
#include "tst_studyview.moc"
