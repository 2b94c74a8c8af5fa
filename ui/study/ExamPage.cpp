#include "study/ExamPage.h"

#include "charts/DataTable.h"
#include "presenters/Content.h"
#include "presenters/Format.h"
#include "common/MessageBox.h"
#include "study/QuestionPanel.h"
#include "study/StudyProgressStore.h"

#include <QBuffer>
#include <QDate>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPageLayout>
#include <QPdfWriter>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRandomGenerator>
#include <QSaveFile>
#include <QSpinBox>
#include <QStackedWidget>
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

ExamPage::ExamPage(StudyProgressStore* store, QWidget* parent)
    : StudyPage(parent)
    , store_(store)
    , stack_(new QStackedWidget(this))
    , count_(new QSpinBox(this))
    , minutes_(new QSpinBox(this))
    , panel_(new QuestionPanel(this))
    , status_(new QLabel(this))
    , score_(new QLabel(this))
    , topics_(new QTableWidget(this))
    , missed_(new QPlainTextEdit(this))
{
    count_->setRange(1, 100);
    count_->setValue(10);
    count_->setAccessibleName(tr("Number of questions"));
    minutes_->setRange(1, 240);
    minutes_->setValue(15);
    minutes_->setSuffix(tr(" min"));
    minutes_->setAccessibleName(tr("Time allowed"));
    auto* startButton = new QPushButton(tr("Start Exam"), this);
    connect(startButton, &QPushButton::clicked, this,
            [this] { start(count_->value(), minutes_->value(), QRandomGenerator::global()->generate64()); });
    auto* setupRow = new QHBoxLayout;
    setupRow->addWidget(new QLabel(tr("Questions"), this));
    setupRow->addWidget(count_);
    setupRow->addWidget(new QLabel(tr("Time"), this));
    setupRow->addWidget(minutes_);
    setupRow->addWidget(startButton);
    setupRow->addStretch(1);
    auto* setupLayout = new QVBoxLayout;
    auto* about = new QLabel(tr("An exam gives no feedback until the end; then it scores you by topic and "
                                "lists every question with your answer, the right one and why."),
                             this);
    about->setWordWrap(true);
    setupLayout->addWidget(about);
    setupLayout->addLayout(setupRow);
    setupLayout->addStretch(1);

    auto* nextButton = new QPushButton(tr("Next (Enter)"), this);
    connect(nextButton, &QPushButton::clicked, this, &ExamPage::next);
    auto* endButton = new QPushButton(tr("End Exam"), this);
    endButton->setToolTip(tr("Finish now and see the report; questions without an answer count as missed"));
    connect(endButton, &QPushButton::clicked, this, &ExamPage::end);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(endButton);
    buttons->addStretch(1);
    buttons->addWidget(nextButton);
    auto* running = new QVBoxLayout;
    running->addWidget(status_);
    running->addWidget(panel_, 1);
    running->addLayout(buttons);
    connect(panel_, &QuestionPanel::answered, this,
            [this](const QString& response, bool) { exam_.respond(response.toStdString()); });

    // Tab leaves the table (arrows move within it), so the keyboard is never trapped in its cells.
    topics_->setTabKeyNavigation(false);
    topics_->setColumnCount(2);
    topics_->setHorizontalHeaderLabels({tr("Topic"), tr("Score")});
    topics_->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    topics_->verticalHeader()->hide();
    missed_->setReadOnly(true);
    missed_->setTabChangesFocus(true);
    QFont big = score_->font();
    big.setPointSizeF(big.pointSizeF() * 1.5);
    big.setBold(true);
    score_->setFont(big);
    auto* csv = new QPushButton(tr("Export CSV…"), this);
    auto* pdf = new QPushButton(tr("Export PDF…"), this);
    auto* again = new QPushButton(tr("New Exam"), this);
    connect(csv, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getSaveFileName(this, tr("Export Exam"), QStringLiteral("exam.csv"),
                                                          tr("CSV files (*.csv)"));
        if (!path.isEmpty() && !exportCsv(path))
            plainMessage(this, QMessageBox::Warning, tr("Export failed"),
                         tr("The exam could not be written to %1.").arg(QDir::toNativeSeparators(path)));
    });
    connect(pdf, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getSaveFileName(this, tr("Export Exam"), QStringLiteral("exam.pdf"),
                                                          tr("PDF documents (*.pdf)"));
        if (!path.isEmpty() && !exportPdf(path))
            plainMessage(this, QMessageBox::Warning, tr("Export failed"),
                         tr("The exam could not be written to %1.").arg(QDir::toNativeSeparators(path)));
    });
    connect(again, &QPushButton::clicked, this, [this] { stack_->setCurrentWidget(setup_); });
    auto* reportButtons = new QHBoxLayout;
    reportButtons->addWidget(csv);
    reportButtons->addWidget(pdf);
    reportButtons->addStretch(1);
    reportButtons->addWidget(again);
    auto* reportLayout = new QVBoxLayout;
    reportLayout->addWidget(score_);
    reportLayout->addWidget(topics_, 1);
    reportLayout->addWidget(new QLabel(tr("Every question, your answer and the right one"), this));
    reportLayout->addWidget(missed_, 2);
    reportLayout->addLayout(reportButtons);

    setup_ = page(stack_, setupLayout);
    questions_ = page(stack_, running);
    report_ = page(stack_, reportLayout);
    stack_->addWidget(setup_);
    stack_->addWidget(questions_);
    stack_->addWidget(report_);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(stack_);

    timer_.setInterval(1000);
    connect(&timer_, &QTimer::timeout, this, [this] {
        if (exam_.tick())
            showStatus();
        else
            finish();
    });
}

void ExamPage::start(int count, int minutes, std::uint64_t seed)
{
    resume(gp::ExamSession(store_->questions().draw(count, seed), minutes * 60));
}

void ExamPage::resume(const gp::ExamSession& exam)
{
    exam_ = exam;
    if (!exam_.running())
        return;
    showQuestion();
    if (const std::optional<std::string> r = exam_.response())
        panel_->restoreResponse(QString::fromStdString(*r));
    stack_->setCurrentWidget(questions_);
    // The Start button hid with the setup, and the focus it had may have gone anywhere: the keys go to the exam.
    panel_->takeFocus();
    timer_.start();
}

gp::ExamSession ExamPage::session() const
{
    gp::ExamSession s = exam_;
    keepShown(s, *panel_);
    return s;
}

void ExamPage::showQuestion()
{
    panel_->setQuestion(exam_.current(), store_->questions().graphs(), false);
    showStatus();
}

void ExamPage::showStatus()
{
    const int left = exam_.secondsLeft();
    status_->setText(tr("Question %1 of %2 · %3:%4 left")
                         .arg(exam_.index() + 1)
                         .arg(exam_.size())
                         .arg(left / 60)
                         .arg(left % 60, 2, 10, QLatin1Char('0')));
}

void ExamPage::keepShown(gp::ExamSession& exam, const QuestionPanel& panel)
{
    if (!exam.running())
        return;
    if (const std::optional<QString> shown = panel.shownResponse())
        exam.respond(shown->toStdString());
    else
        exam.clearResponse();
}

bool ExamPage::confirmEnd()
{
    int unanswered = 0;
    for (const gp::ExamSession::Outcome& o : exam_.outcomes())
        unanswered += o.response ? 0 : 1;
    return unanswered == 0 ||
           // The question is the message's own text: a window manager may show no title.
           plainMessage(this, QMessageBox::Question, tr("End the Exam?"),
                        tr("End the exam now? Questions not answered: %n.", nullptr, unanswered),
                        tr("Unanswered questions count as missed."), QMessageBox::Yes | QMessageBox::Cancel,
                        QMessageBox::Cancel) == QMessageBox::Yes;
}

void ExamPage::next()
{
    if (!exam_.running())
        return;
    keepShown(exam_, *panel_);
    // The last question: ending with questions unanswered is asked first.
    if (exam_.index() + 1 >= exam_.size() && !confirmEnd())
        return;
    exam_.next();
    if (exam_.running())
        showQuestion();
    else
        finish();
}

void ExamPage::end()
{
    if (!exam_.running())
        return;
    keepShown(exam_, *panel_);
    if (confirmEnd())
        finish();
}

void ExamPage::finish()
{
    if (exam_.size() == 0 || stack_->currentWidget() == report_)
        return;
    timer_.stop();
    keepShown(exam_, *panel_);
    exam_.finish();
    const gp::ExamResult r = exam_.result(QDate::currentDate().toString(Qt::ISODate).toStdString());
    for (const std::string& id : r.missed)
        store_->progress().addMissed(id, StudyProgressStore::today());
    store_->progress().exams.push_back(r);
    store_->save();
    last_ = r;
    showReport(r);
}

void ExamPage::showReport(const gp::ExamResult& r)
{
    score_->setText(tr("%1 of %2 right (%3)")
                        .arg(r.correct)
                        .arg(r.total)
                        .arg(percent(r.total ? double(r.correct) / r.total : 0.0, 0)));
    topics_->setRowCount(static_cast<int>(r.byTopic.size()));
    int row = 0;
    for (const auto& [topic, score] : r.byTopic) {
        topics_->setItem(row, 0, new QTableWidgetItem(topicName(topic, store_->questions().graphs())));
        topics_->setItem(row, 1, new QTableWidgetItem(tr("%1 of %2").arg(score.first).arg(score.second)));
        ++row;
    }
    // Every question: the answer given (or none), the right one and why.
    QStringList questions;
    int n = 0;
    for (const gp::ExamSession::Outcome& o : exam_.outcomes()) {
        const gp::Question& q = *o.question;
        QString right = numericAnswerText(q);
        QString given = tr("not answered");
        if (o.response) {
            given = q.numeric() ? QLocale().toString(QLocale::c().toDouble(QString::fromStdString(*o.response)), 'g', 6)
                                : QString::fromStdString(*o.response);
        }
        for (const gp::QuestionChoice& c : q.choices) {
            if (o.response && c.id == *o.response)
                given = content(c.text);
            if (c.id == q.answer)
                right = content(c.text);
        }
        questions << tr("%1. %2 %3").arg(++n).arg(o.correct ? QStringLiteral("✔") : QStringLiteral("✘"),
                                               content(q.text)) +
                         QStringLiteral("\n   ") + tr("Your answer: %1").arg(given) + QStringLiteral("\n   ") +
                         tr("The answer: %1").arg(right) + QStringLiteral("\n   ") + content(q.explanation);
    }
    missed_->setPlainText(questions.join(QStringLiteral("\n\n")));
    stack_->setCurrentWidget(report_);
}

bool ExamPage::exportCsv(const QString& path) const
{
    // Written only as CSV, which has the keys and no headings.
    DataTable t{QString(),
                {{QStringLiteral("question"), QString(), 0},
                 {QStringLiteral("topic"), QString(), 0},
                 {QStringLiteral("correct"), QString(), 0}},
                {}};
    for (const gp::ExamSession::Outcome& o : exam_.outcomes()) {
        const QString id = QString::fromStdString(o.question->id);
        const QString topic = QString::fromStdString(o.question->topic);
        t.rows.append({DataCell::text(id, id), DataCell::text(topic, topic), DataCell::of(o.correct ? 1 : 0)});
    }
    return writeCsvFile(path, {t});
}

bool ExamPage::exportPdf(const QString& path) const
{
    QTextDocument doc;
    QString text =
        tr("Goodput Planner exam, %1\n\n%2\n\n").arg(QString::fromStdString(last_.date), score_->text());
    for (const auto& [topic, score] : last_.byTopic)
        text += tr("%1: %2 of %3\n").arg(topicName(topic, store_->questions().graphs())).arg(score.first).arg(score.second);
    text += QLatin1Char('\n') + tr("Every question, your answer and the right one") + QStringLiteral("\n\n") +
            missed_->toPlainText();
    doc.setPlainText(text); // plain text: nothing in a question is read as markup
    QFont font(QStringLiteral("DejaVu Sans"));
    font.setPointSizeF(10);
    doc.setDefaultFont(font);
    // Rendered in memory, then written in one step: a file already at the path is never taken for this export's,
    // and a failed write leaves it as it was.
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    {
        QPdfWriter writer(&buffer);
        writer.setPageLayout(QPageLayout(QPageSize(QPageSize::A4), QPageLayout::Portrait,
                                         QMarginsF(20, 20, 20, 20), QPageLayout::Millimeter));
        doc.print(&writer);
    }
    QSaveFile file(path);
    return !buffer.data().isEmpty() && file.open(QIODevice::WriteOnly) &&
           file.write(buffer.data()) == buffer.data().size() && file.commit();
}

void ExamPage::keyNumber(int n)
{
    if (exam_.running())
        panel_->answerNumber(n);
}

void ExamPage::keyEnter()
{
    if (!exam_.running())
        return;
    // Enter moves one question on, and only from a question that shows the answer recorded for it: a choice
    // picked, or the number recorded still in the field. On a numeric question the first Enter records the number
    // typed and stays, so the user sees it taken; a number typed over it is recorded by the next Enter, and the
    // Enter after that goes on. Whatever was recorded, the answer scored is the one the field shows when the
    // question is left (next(), End Exam or the clock). Nothing picked or typed: Enter stays, never skipping.
    if (!panel_->answerNumeric() && panel_->showsRecorded())
        next();
}

} // namespace gpui
