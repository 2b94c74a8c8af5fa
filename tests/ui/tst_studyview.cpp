#include "study/QuestionPanel.h"
#include "study/StudyView.h"

#include <QDoubleSpinBox>
#include <QFile>
#include <QLabel>
#include <QProcess>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTabWidget>
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
            view.exam()->numberField()->setValue(last ? *q.numericAnswer + 5 : *q.numericAnswer);
        } else {
            const int right = rightKey(q);
            QTest::keyClick(view.exam(), digit(last ? (right == 1 ? 2 : 1) : right));
        }
        QTest::keyClick(view.exam(), Qt::Key_Return);
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
    QVERIFY(view.exportExamPdf(dir.filePath(QStringLiteral("exam.pdf"))));
    QProcess text;
    text.start(QStringLiteral("pdftotext"), {dir.filePath(QStringLiteral("exam.pdf")), QStringLiteral("-")});
    QVERIFY(text.waitForFinished());
    const QString t = QString::fromUtf8(text.readAllStandardOutput());
    QVERIFY(t.contains(QStringLiteral("5 of 6 right")));
    QVERIFY(t.contains(QStringLiteral("Missed questions")));
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
        review->numberField()->setValue(*q.numericAnswer);
        review->answerNumeric();
    } else {
        QTest::keyClick(review, digit(rightKey(q)));
    }
    const auto& card = view.progress().deck.at(q.id);
    QCOMPARE(card.schedule.intervalDays, 1); // SM-2: the first success comes back tomorrow
    QCOMPARE(card.due, gpui::StudyView::today() + 1);
    QCOMPARE(view.progress().due(gpui::StudyView::today()).size(), std::size_t(1));
}

QTEST_MAIN(TestStudyView)
#include "tst_studyview.moc"
