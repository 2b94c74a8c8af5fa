#include "study/StudyView.h"
#include "common/Content.h"

#include "common/Format.h"
#include "io/Error.h"
#include "io/JsonLoad.h"
#include "study/QuestionPanel.h"

#include <qcustomplot.h>

#include <QDate>
#include <QDir>
#include <QFileInfo>
#include <QFile>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPageLayout>
#include <QPdfWriter>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRandomGenerator>
#include <QSaveFile>
#include <QShortcut>
#include <QSpinBox>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableWidget>
#include <QTextDocument>
#include <QTextStream>
#include <QVBoxLayout>


namespace gpui {
namespace {

QWidget* page(QWidget* parent, QLayout* layout)
{
    auto* w = new QWidget(parent);
    w->setLayout(layout);
    return w;
}

} // namespace

QString StudyView::progressPath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/study-progress.json");
}

long StudyView::today()
{
    return static_cast<long>(QDate::currentDate().toJulianDay() - QDate(1970, 1, 1).toJulianDay());
}

StudyView::StudyView(QWidget* parent)
    : QWidget(parent)
    , tabs_(new QTabWidget(this))
    , practice_(new QuestionPanel(this))
    , practiceScore_(new QLabel(this))
    , examStack_(new QStackedWidget(this))
    , examCount_(new QSpinBox(this))
    , examMinutes_(new QSpinBox(this))
    , exam_(new QuestionPanel(this))
    , examStatus_(new QLabel(this))
    , examScore_(new QLabel(this))
    , examTopics_(new QTableWidget(this))
    , examMissed_(new QPlainTextEdit(this))
    , review_(new QuestionPanel(this))
    , reviewStatus_(new QLabel(this))
    , progressPlot_(new QCustomPlot(this))
    , progressTable_(new QTableWidget(this))
{
    setAccessibleName(tr("Study"));
    // Progress from earlier sessions; a broken file is set aside rather than lost.
    QFile file(progressPath());
    if (file.open(QIODevice::ReadOnly)) {
        const QByteArray bytes = file.readAll();
        file.close();
        try {
            progress_ = gp::progressFromText(bytes.toStdString(), "study-progress.json");
        } catch (const gp::Error&) {
            QFile::rename(progressPath(), progressPath() + QStringLiteral(".broken"));
        }
    }

    // Practice
    auto* next = new QPushButton(tr("Next Question (Enter)"), this);
    connect(next, &QPushButton::clicked, this, &StudyView::nextPractice);
    auto* practiceBar = new QHBoxLayout;
    practiceBar->addWidget(practiceScore_, 1);
    practiceBar->addWidget(next);
    auto* practiceLayout = new QVBoxLayout;
    practiceLayout->addWidget(practice_, 1);
    practiceLayout->addLayout(practiceBar);
    tabs_->addTab(page(tabs_, practiceLayout), tr("Practice"));
    connect(practice_, &QuestionPanel::answered, this, [this](const QString&, bool correct) {
        ++practiceDone_;
        practiceRight_ += correct ? 1 : 0;
        if (!correct) {
            progress_.addMissed(practice_->question().id, today());
            saveProgress();
        }
        showPracticeScore();
    });

    // Exam: setup, questions, report.
    examCount_->setRange(1, 100);
    examCount_->setValue(10);
    examCount_->setAccessibleName(tr("Number of questions"));
    examMinutes_->setRange(1, 240);
    examMinutes_->setValue(15);
    examMinutes_->setSuffix(tr(" min"));
    examMinutes_->setAccessibleName(tr("Time allowed"));
    auto* start = new QPushButton(tr("Start Exam"), this);
    connect(start, &QPushButton::clicked, this, [this] {
        startExam(examCount_->value(), examMinutes_->value(), QRandomGenerator::global()->generate64());
    });
    auto* setup = new QHBoxLayout;
    setup->addWidget(new QLabel(tr("Questions"), this));
    setup->addWidget(examCount_);
    setup->addWidget(new QLabel(tr("Time"), this));
    setup->addWidget(examMinutes_);
    setup->addWidget(start);
    setup->addStretch(1);
    auto* setupPage = new QVBoxLayout;
    setupPage->addWidget(new QLabel(tr("An exam gives no feedback until the end; then it scores you by topic and "
                                       "explains every question you missed."),
                                    this));
    setupPage->addLayout(setup);
    setupPage->addStretch(1);
    auto* examNext = new QPushButton(tr("Next (Enter)"), this);
    connect(examNext, &QPushButton::clicked, this, &StudyView::nextExamQuestion);
    auto* running = new QVBoxLayout;
    running->addWidget(examStatus_);
    running->addWidget(exam_, 1);
    running->addWidget(examNext, 0, Qt::AlignRight);
    // Tab leaves the table (arrows move within it), so the keyboard is never trapped in its cells.
    examTopics_->setTabKeyNavigation(false);
    progressTable_->setTabKeyNavigation(false);
    examTopics_->setColumnCount(2);
    examTopics_->setHorizontalHeaderLabels({tr("Topic"), tr("Score")});
    examTopics_->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    examTopics_->verticalHeader()->hide();
    examMissed_->setReadOnly(true);
    examMissed_->setTabChangesFocus(true);
    QFont big = examScore_->font();
    big.setPointSizeF(big.pointSizeF() * 1.5);
    big.setBold(true);
    examScore_->setFont(big);
    auto* csv = new QPushButton(tr("Export CSV…"), this);
    auto* pdf = new QPushButton(tr("Export PDF…"), this);
    auto* again = new QPushButton(tr("New Exam"), this);
    connect(csv, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getSaveFileName(this, tr("Export Exam"), QStringLiteral("exam.csv"),
                                                          tr("CSV files (*.csv)"));
        if (!path.isEmpty())
            exportExamCsv(path);
    });
    connect(pdf, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getSaveFileName(this, tr("Export Exam"), QStringLiteral("exam.pdf"),
                                                          tr("PDF documents (*.pdf)"));
        if (!path.isEmpty())
            exportExamPdf(path);
    });
    connect(again, &QPushButton::clicked, this, [this] { examStack_->setCurrentIndex(0); });
    auto* reportButtons = new QHBoxLayout;
    reportButtons->addWidget(csv);
    reportButtons->addWidget(pdf);
    reportButtons->addStretch(1);
    reportButtons->addWidget(again);
    auto* report = new QVBoxLayout;
    report->addWidget(examScore_);
    report->addWidget(examTopics_, 1);
    report->addWidget(new QLabel(tr("Missed questions"), this));
    report->addWidget(examMissed_, 2);
    report->addLayout(reportButtons);
    examStack_->addWidget(page(examStack_, setupPage));
    examStack_->addWidget(page(examStack_, running));
    examStack_->addWidget(page(examStack_, report));
    tabs_->addTab(examStack_, tr("Exam"));
    connect(exam_, &QuestionPanel::answered, this, [this](const QString&, bool correct) { examLastCorrect_ = correct; });
    examTimer_.setInterval(1000);
    connect(&examTimer_, &QTimer::timeout, this, [this] {
        if (--examSecondsLeft_ <= 0)
            finishExam();
        else
            examStatus_->setText(tr("Question %1 of %2 · %3:%4 left")
                                     .arg(examIndex_ + 1)
                                     .arg(examQuestions_.size())
                                     .arg(examSecondsLeft_ / 60)
                                     .arg(examSecondsLeft_ % 60, 2, 10, QLatin1Char('0')));
    });

    // Review
    auto* reviewNext = new QPushButton(tr("Next Card (Enter)"), this);
    connect(reviewNext, &QPushButton::clicked, this, &StudyView::nextReview);
    auto* reviewLayout = new QVBoxLayout;
    reviewLayout->addWidget(reviewStatus_);
    reviewLayout->addWidget(review_, 1);
    reviewLayout->addWidget(reviewNext, 0, Qt::AlignRight);
    tabs_->addTab(page(tabs_, reviewLayout), tr("Review"));
    connect(review_, &QuestionPanel::answered, this, [this](const QString&, bool correct) {
        // SM-2 grade: 4 for a right answer, 1 for a wrong one.
        progress_.grade(review_->question().id, correct ? 4 : 1, today());
        saveProgress();
        const auto& card = progress_.deck.at(review_->question().id);
        reviewStatus_->setText(tr("Next review of this card in %n day(s).", nullptr, card.schedule.intervalDays));
    });

    // Progress
    progressPlot_->setMinimumHeight(240);
    progressPlot_->addGraph();
    progressPlot_->yAxis->setRange(0, 100);
    progressPlot_->yAxis->setLabel(tr("Exam score (%)"));
    progressPlot_->xAxis->setLabel(tr("Exam"));
    progressPlot_->graph(0)->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, 7));
    progressPlot_->setAccessibleName(tr("Exam scores over time"));
    progressTable_->setColumnCount(3);
    progressTable_->setHorizontalHeaderLabels({tr("Date"), tr("Score"), tr("Questions")});
    progressTable_->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    progressTable_->verticalHeader()->hide();
    progressTable_->setAccessibleName(tr("Exam history"));
    auto* progressLayout = new QVBoxLayout;
    progressLayout->addWidget(progressPlot_, 2);
    progressLayout->addWidget(progressTable_, 1);
    tabs_->addTab(page(tabs_, progressLayout), tr("Progress"));

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(tabs_);

    for (int n = 1; n <= 9; ++n) {
        auto* s = new QShortcut(QKeySequence(Qt::Key_0 + n), this);
        s->setContext(Qt::WidgetWithChildrenShortcut);
        connect(s, &QShortcut::activated, this, [this, n] { keyNumber(n); });
    }
    for (const QKeySequence& k : {QKeySequence(Qt::Key_Return), QKeySequence(Qt::Key_Enter)}) {
        auto* s = new QShortcut(k, this);
        s->setContext(Qt::WidgetWithChildrenShortcut);
        connect(s, &QShortcut::activated, this, &StudyView::keyEnter);
    }
    connect(tabs_, &QTabWidget::currentChanged, this, [this](int index) {
        if (index == 2 && (review_->question().id.empty() || review_->isAnswered()))
            nextReview();
        if (index == 3)
            refreshProgress();
    });

    practiceQueue_ = gp::drawQuestions(100000, QRandomGenerator::global()->generate64());
    nextPractice();
    refreshProgress();
}

void StudyView::keyNumber(int n)
{
    switch (tabs_->currentIndex()) {
    case 0: practice_->answerNumber(n); break;
    case 1:
        if (examRunning())
            exam_->answerNumber(n);
        break;
    case 2: review_->answerNumber(n); break;
    default: break;
    }
}

void StudyView::keyEnter()
{
    switch (tabs_->currentIndex()) {
    case 0:
        if (practice_->question().numeric() && !practice_->isAnswered())
            practice_->answerNumeric();
        else
            nextPractice();
        break;
    case 1:
        if (!examRunning())
            break;
        if (exam_->question().numeric() && !exam_->isAnswered())
            exam_->answerNumeric();
        nextExamQuestion();
        break;
    case 2:
        if (review_->question().numeric() && !review_->isAnswered())
            review_->answerNumeric();
        else
            nextReview();
        break;
    default: break;
    }
}

void StudyView::nextPractice()
{
    if (practiceQueue_.empty())
        return;
    practice_->setQuestion(practiceQueue_[practiceIndex_ % practiceQueue_.size()], true);
    ++practiceIndex_;
}

void StudyView::startExam(int count, int minutes, std::uint64_t seed)
{
    examQuestions_ = gp::drawQuestions(count, seed);
    examResponses_.clear();
    examIndex_ = 0;
    examSecondsLeft_ = minutes * 60;
    exam_->setQuestion(examQuestions_.front(), false);
    examStack_->setCurrentIndex(1);
    examStatus_->setText(tr("Question 1 of %1 · %2:00 left").arg(examQuestions_.size()).arg(minutes));
    examTimer_.start();
}

void StudyView::nextExamQuestion()
{
    if (!examRunning())
        return;
    const gp::Question& q = examQuestions_[std::size_t(examIndex_)];
    // An unanswered question counts as missed.
    examResponses_.emplace_back(q.id, exam_->isAnswered() && examLastCorrect_);
    examLastCorrect_ = false;
    if (++examIndex_ >= static_cast<int>(examQuestions_.size())) {
        finishExam();
        return;
    }
    exam_->setQuestion(examQuestions_[std::size_t(examIndex_)], false);
    showExamStatus();
}

void StudyView::showExamStatus()
{
    examStatus_->setText(tr("Question %1 of %2 · %3:%4 left")
                             .arg(examIndex_ + 1)
                             .arg(examQuestions_.size())
                             .arg(examSecondsLeft_ / 60)
                             .arg(examSecondsLeft_ % 60, 2, 10, QLatin1Char('0')));
}

void StudyView::showPracticeScore()
{
    practiceScore_->setText(tr("%1 of %2 right this session").arg(practiceRight_).arg(practiceDone_));
}

StudyView::Session StudyView::session() const
{
    return {tabs_->currentIndex(), practiceQueue_,  practiceIndex_,    practiceRight_, practiceDone_,
            examQuestions_,        examResponses_, examIndex_, examSecondsLeft_};
}

void StudyView::restore(const Session& s)
{
    practiceQueue_ = s.practiceQueue;
    practiceIndex_ = s.practiceIndex > 0 ? s.practiceIndex - 1 : 0; // nextPractice() shows it and moves on again
    practiceRight_ = s.practiceRight;
    practiceDone_ = s.practiceDone;
    nextPractice();
    if (practiceDone_ > 0)
        showPracticeScore();
    // A running exam goes on at the same question with the time it had left (the question shows unanswered).
    if (s.examIndex >= 0 && s.examIndex < static_cast<int>(s.examQuestions.size())) {
        examQuestions_ = s.examQuestions;
        examResponses_ = s.examResponses;
        examIndex_ = s.examIndex;
        examSecondsLeft_ = s.examSecondsLeft;
        exam_->setQuestion(examQuestions_[std::size_t(examIndex_)], false);
        examStack_->setCurrentIndex(1);
        showExamStatus();
        examTimer_.start();
    }
    tabs_->setCurrentIndex(s.tab);
}

void StudyView::finishExam()
{
    if (!examRunning())
        return;
    examTimer_.stop();
    // Time is up: what was not reached counts as missed.
    while (examResponses_.size() < examQuestions_.size())
        examResponses_.emplace_back(examQuestions_[examResponses_.size()].id,
                                    examResponses_.size() == std::size_t(examIndex_) && exam_->isAnswered() &&
                                        examLastCorrect_);
    examIndex_ = -1;
    gp::ExamResult r;
    r.date = QDate::currentDate().toString(Qt::ISODate).toStdString();
    QStringList missed;
    for (const auto& [id, correct] : examResponses_) {
        const gp::Question* q = gp::findQuestion(id);
        const std::string topic = q ? q->topic : std::string();
        auto& score = r.byTopic[topic];
        ++score.second;
        ++r.total;
        if (correct) {
            ++score.first;
            ++r.correct;
        } else {
            r.missed.push_back(id);
            progress_.addMissed(id, today());
            if (q)
                missed << QStringLiteral("• ") + content(q->text) + QLatin1Char('\n') +
                              QStringLiteral("  ") + content(q->explanation);
        }
    }
    progress_.exams.push_back(r);
    lastExam_ = r;
    saveProgress();
    examScore_->setText(tr("%1 of %2 right (%3)")
                            .arg(r.correct)
                            .arg(r.total)
                            .arg(percent(r.total ? double(r.correct) / r.total : 0.0, 0)));
    examTopics_->setRowCount(static_cast<int>(r.byTopic.size()));
    int row = 0;
    for (const auto& [topic, score] : r.byTopic) {
        examTopics_->setItem(row, 0, new QTableWidgetItem(topicName(topic)));
        examTopics_->setItem(row, 1, new QTableWidgetItem(tr("%1 of %2").arg(score.first).arg(score.second)));
        ++row;
    }
    examMissed_->setPlainText(missed.isEmpty() ? tr("None: every answer was right.") : missed.join(QStringLiteral("\n\n")));
    examStack_->setCurrentIndex(2);
    refreshProgress();
}

bool StudyView::exportExamCsv(const QString& path) const
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Text))
        return false;
    QTextStream out(&file);
    out << "question,topic,correct\n";
    for (const auto& [id, correct] : examResponses_) {
        const gp::Question* q = gp::findQuestion(id);
        out << QString::fromStdString(id) << ',' << (q ? QString::fromStdString(q->topic) : QString())
            << ',' << (correct ? 1 : 0) << '\n';
    }
    out.flush();
    return file.commit();
}

bool StudyView::exportExamPdf(const QString& path) const
{
    QTextDocument doc;
    QString text = tr("Goodput Planner exam, %1\n\n%2\n\n").arg(QString::fromStdString(lastExam_.date), examScore_->text());
    for (const auto& [topic, score] : lastExam_.byTopic)
        text += tr("%1: %2 of %3\n").arg(topicName(topic)).arg(score.first).arg(score.second);
    text += QLatin1Char('\n') + tr("Missed questions") + QStringLiteral("\n\n") + examMissed_->toPlainText();
    doc.setPlainText(text); // plain text: nothing in a question is read as markup
    QFont font(QStringLiteral("DejaVu Sans"));
    font.setPointSizeF(10);
    doc.setDefaultFont(font);
    QPdfWriter writer(path);
    writer.setPageLayout(QPageLayout(QPageSize(QPageSize::A4), QPageLayout::Portrait, QMarginsF(20, 20, 20, 20),
                                     QPageLayout::Millimeter));
    doc.print(&writer);
    return QFile::exists(path);
}

void StudyView::nextReview()
{
    reviewDue_ = progress_.due(today());
    for (const std::string& id : reviewDue_) {
        const gp::Question* q = gp::findQuestion(id);
        if (!q)
            continue;
        review_->setQuestion(*q, true);
        reviewStatus_->setText(tr("%n card(s) due for review today.", nullptr, static_cast<int>(reviewDue_.size())));
        return;
    }
    reviewStatus_->setText(tr("No card is due: missed questions from practice and exams come back here on the days "
                              "SM-2 schedules them."));
}

void StudyView::saveProgress()
{
    QDir().mkpath(QFileInfo(progressPath()).absolutePath());
    QSaveFile file(progressPath());
    const QByteArray bytes = QByteArray::fromStdString(gp::progressToText(progress_));
    if (file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size())
        file.commit();
}

void StudyView::refreshProgress()
{
    QVector<double> x, y;
    auto ticker = QSharedPointer<QCPAxisTickerText>(new QCPAxisTickerText);
    progressTable_->setRowCount(static_cast<int>(progress_.exams.size()));
    for (std::size_t i = 0; i < progress_.exams.size(); ++i) {
        const gp::ExamResult& e = progress_.exams[i];
        const double score = e.total ? 100.0 * e.correct / e.total : 0.0;
        x << double(i + 1);
        y << score;
        ticker->addTick(double(i + 1), QString::fromStdString(e.date));
        const int row = static_cast<int>(i);
        progressTable_->setItem(row, 0, new QTableWidgetItem(QString::fromStdString(e.date)));
        progressTable_->setItem(row, 1, new QTableWidgetItem(percent(score / 100.0, 0)));
        progressTable_->setItem(row, 2, new QTableWidgetItem(QString::number(e.total)));
    }
    progressPlot_->graph(0)->setData(x, y);
    progressPlot_->xAxis->setTicker(ticker);
    progressPlot_->xAxis->setRange(0.5, std::max<double>(x.size(), 1) + 0.5);
    progressPlot_->replot();
}

} // namespace gpui
