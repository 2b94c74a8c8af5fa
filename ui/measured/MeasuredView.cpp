#include "measured/MeasuredView.h"

#include "common/BackgroundTask.h"
#include "presenters/Content.h"
#include "presenters/ErrorText.h"
#include "presenters/Format.h"
#include "common/MessageBox.h"
#include "common/ViewRefresh.h"
#include "plan/PlanEdits.h"
#include "document/PlanDocument.h"
#include "io/Error.h"
#include "plan/Calibrate.h"
#include "plan/MeasuredBesidePlan.h"
#include "measure/MeasuredJob.h"
#include "measured/CalibrateDialog.h"
#include "common/ScrollPage.h"
#include "measured/MeasuredCharts.h"

#include <QApplication>
#include <QComboBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QStackedWidget>
#include <QVBoxLayout>

namespace gpui {
namespace {

QString unitName(gp::TimeUnit unit)
{
    switch (unit) {
    case gp::TimeUnit::Seconds: return MeasuredView::tr("Seconds");
    case gp::TimeUnit::Milliseconds: return MeasuredView::tr("Milliseconds");
    case gp::TimeUnit::Microseconds: return MeasuredView::tr("Microseconds");
    case gp::TimeUnit::Nanoseconds: return MeasuredView::tr("Nanoseconds");
    }
    return MeasuredView::tr("Seconds");
}

} // namespace

MeasuredView::MeasuredView(PlanDocument* document, QWidget* parent)
    : QWidget(parent)
    , document_(document)
    , import_(new QPushButton(tr("Import Goodput Log…"), this))
    , cancel_(new QPushButton(tr("Cancel"), this))
    , fit_(new QPushButton(tr("Fit the Plan to This Measurement…"), this))
    , keep_(new QPushButton(tr("Keep as the Proposal's Baseline"), this))
    , job_(new QComboBox(this))
    , timeUnit_(new QComboBox(this))
    , progress_(new QProgressBar(this))
    , summary_(new QLabel(this))
    , warnings_(new QLabel(this))
    , charts_(new MeasuredCharts(this))
    , pages_(new QStackedWidget(this))
    , read_(new BackgroundTask(this))
    , measure_(new BackgroundTask(this))
{
    setAccessibleName(tr("Measured goodput"));
    import_->setToolTip(tr("A job's goodput log: ml-goodput-measurement's JSON Lines, a Cloud Logging export "
                           "(gcloud logging read --format=json) or CSV (model.md section 18)"));
    job_->setAccessibleName(tr("Job"));
    job_->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    job_->setMinimumContentsLength(16);
    for (gp::TimeUnit u : gp::kTimeUnits)
        timeUnit_->addItem(unitName(u), static_cast<int>(u));
    timeUnit_->setAccessibleName(tr("Times in"));
    timeUnit_->setToolTip(tr("The unit of the log's numeric times: ml-goodput-measurement writes POSIX seconds; "
                             "other loggers write milliseconds, microseconds or nanoseconds since 1970. ISO-8601 "
                             "times and checkpoint durations are read as they are."));
    progress_->setRange(0, 1000);
    progress_->setTextVisible(false);
    progress_->setMaximumWidth(240);
    progress_->setAccessibleName(tr("Reading the log"));
    progress_->hide();
    cancel_->hide();
    fit_->setEnabled(false);
    keep_->setEnabled(false);
    summary_->setWordWrap(true);
    summary_->setTextFormat(Qt::PlainText);
    summary_->setText(tr("Import a job's goodput log to measure it as ml-goodput-measurement does and put it beside "
                         "the plan."));
    warnings_->setWordWrap(true);
    warnings_->setTextFormat(Qt::PlainText);
    warnings_->hide();

    auto* bar = new QHBoxLayout;
    bar->addWidget(import_);
    bar->addWidget(new QLabel(tr("Times in"), this));
    bar->addWidget(timeUnit_);
    bar->addWidget(new QLabel(tr("Job"), this));
    bar->addWidget(job_, 1);
    bar->addWidget(progress_);
    bar->addWidget(cancel_);
    auto* actions = new QHBoxLayout;
    actions->addWidget(fit_);
    actions->addWidget(keep_);
    actions->addStretch(1);
    QScrollArea* scroll = verticalScroll(charts_, this);
    // Until a log is read, what to import and where it comes from instead of empty axes.
    auto* empty = new QLabel(tr("No goodput log is open.\n\nImport the log a training job wrote with "
                                "ml-goodput-measurement (JSON Lines), a Cloud Logging export of it or a CSV: its "
                                "goodput, badput by cause and disruptions then appear here, beside what the plan "
                                "predicts."),
                             this);
    empty->setObjectName(QStringLiteral("measuredEmpty"));
    empty->setWordWrap(true);
    empty->setTextFormat(Qt::PlainText);
    empty->setAlignment(Qt::AlignCenter);
    empty->setForegroundRole(QPalette::PlaceholderText);
    empty->setMargin(24);
    pages_->addWidget(empty);
    pages_->addWidget(scroll);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(bar);
    layout->addWidget(summary_);
    layout->addWidget(warnings_);
    layout->addLayout(actions);
    layout->addWidget(pages_, 1);

    connect(import_, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Import Goodput Log"), QString(),
                                                          tr("Goodput logs (*.jsonl *.json *.csv *.log);;All files (*)"));
        if (!path.isEmpty())
            importLog(path);
    });
    connect(cancel_, &QPushButton::clicked, this, &MeasuredView::cancelImport);
    connect(job_, &QComboBox::activated, this, [this] { measureSelected(); });
    connect(timeUnit_, &QComboBox::activated, this, [this] {
        if (!path_.isEmpty() && !importing())
            importLog(path_);
    });
    connect(fit_, &QPushButton::clicked, this, &MeasuredView::fitPlan);
    connect(keep_, &QPushButton::clicked, this, &MeasuredView::keepAsBaseline);
    connect(read_, &BackgroundTask::progressed, progress_,
            [this](double share) { progress_->setValue(static_cast<int>(std::lround(share * 1000))); });
    // The plan's side of the comparison follows the plan.
    viewRefresh_ = new ViewRefresh(this, document_, gp::PlanChange::goodputInputs(), [this] { refresh(); });
}

// The reads and measurements under way are cancelled, and waited for, by their tasks.
MeasuredView::~MeasuredView() = default;

bool MeasuredView::importing() const
{
    return read_->isRunning() || measure_->isRunning();
}

namespace {

// Reads a log as it streams by: the file is never held whole (docs/model.md section 18).
void readLog(QPromise<MeasuredView::Read>& promise, const std::string& file, const std::string& name,
             gp::TimeUnit unit)
{
    MeasuredView::Read read;
    try {
        gp::LogReadControl control;
        control.timeUnit = unit;
        control.progress = [&promise](double share) {
            BackgroundTask::report(promise, share);
            return !promise.isCanceled();
        };
        read.log = std::make_shared<gp::GoodputLog>(gp::readGoodputLogFile(file, name, control));
    } catch (const gp::LogError& e) {
        read.error = content(gp::logErrorText(e));
        if (e.issue().code == gp::LogIssueCode::NoPlausibleTime)
            read.hint = e.issue().unit;
    } catch (const gp::Error& e) {
        read.error = e.code() == gp::ErrorCode::Cancelled ? QString() : describeError(e);
    } catch (const std::bad_alloc&) {
        read.error = MeasuredView::tr("The log is too large to read in this machine's memory.");
    }
    promise.addResult(std::move(read));
}

} // namespace

void MeasuredView::importLog(const QString& path)
{
    if (read_->isRunning())
        return;
    progress_->setValue(0);
    progress_->show();
    cancel_->show();
    import_->setEnabled(false);
    read_->start<Read>([file = path.toStdString(), name = QFileInfo(path).fileName().toStdString(),
                        unit = chosenTimeUnit()](QPromise<Read>& promise) { readLog(promise, file, name, unit); },
                       [this, path](Read read) { showImported(std::move(read), path); });
}

// The read stops at its next step and hands nothing back: the view is as it was before the import.
void MeasuredView::cancelImport()
{
    if (!read_->isRunning())
        return;
    read_->cancel();
    showImported({}, QString());
}

gp::TimeUnit MeasuredView::chosenTimeUnit() const
{
    return static_cast<gp::TimeUnit>(timeUnit_->currentData().toInt());
}

void MeasuredView::chooseTimeUnit(gp::TimeUnit unit)
{
    timeUnit_->setCurrentIndex(timeUnit_->findData(static_cast<int>(unit)));
}

void MeasuredView::showImported(Read read, const QString& path)
{
    const QString& error = read.error;
    const std::optional<gp::TimeUnit> hint = read.hint;
    progress_->hide();
    cancel_->hide();
    import_->setEnabled(true);
    if (!error.isEmpty() && hint) {
        // Times that look like another unit: read them so, when the user agrees.
        if (plainMessage(this, QMessageBox::Warning, tr("Import Goodput Log"), error,
                         tr("Read its times as %1 and import it again?").arg(unitName(*hint).toLower()),
                         QMessageBox::Yes | QMessageBox::No, QMessageBox::Yes) == QMessageBox::Yes) {
            chooseTimeUnit(*hint);
            importLog(path);
        }
    } else if (!error.isEmpty()) {
        plainMessage(this, QMessageBox::Warning, tr("Import Goodput Log"), error);
    }
    if (read.log) {
        log_ = std::move(read.log);
        path_ = path;
        source_ = QFileInfo(path).fileName();
        job_->clear();
        for (const gp::JobLog& j : log_->jobs)
            job_->addItem(j.name.empty() ? tr("(unnamed job)") : QString::fromStdString(j.name));
        measureSelected();
    }
    emit finished();
}

void MeasuredView::measureSelected()
{
    // Measured on a worker thread too: a million steps take a second, and the window must not freeze meanwhile.
    const int index = job_->currentIndex();
    if (!log_ || index < 0 || index >= static_cast<int>(log_->jobs.size()) || measure_->isRunning())
        return;
    job_->setEnabled(false);
    fit_->setEnabled(false);
    keep_->setEnabled(false);
    progress_->setRange(0, 0); // busy
    progress_->show();
    measure_->start<Measured>(
        [log = log_, index](QPromise<Measured>& promise) {
            Measured out;
            const gp::JobLog& job = log->jobs[static_cast<std::size_t>(index)];
            try {
                gp::MeasuredJob measured = gp::measuredJob(job);
                out.measurement = std::move(measured.measurement);
                out.rolling = std::move(measured.rolling);
                out.sharesSum = measured.sharesSum;
            } catch (const gp::Error& e) {
                out.error = describeError(e);
            }
            promise.addResult(std::move(out));
        },
        [this](Measured outcome) { showMeasured(std::move(outcome)); });
}

void MeasuredView::showMeasured(Measured outcome)
{
    const QString& error = outcome.error;
    job_->setEnabled(true);
    progress_->setRange(0, 1000);
    progress_->hide();
    measurement_ = std::move(outcome.measurement);
    rolling_ = std::move(outcome.rolling);
    sharesSum_ = outcome.sharesSum;
    pages_->setCurrentIndex(measurement_ ? 1 : 0);
    if (!measurement_) {
        summary_->setText(error);
        charts_->clear();
        emit measured();
        return;
    }
    QStringList warnings;
    for (const gp::LogIssue& w : log_->warnings)
        warnings << content(gp::logIssueText(w));
    for (const gp::LogIssue& w : measurement_->warnings)
        warnings << content(gp::logIssueText(w));
    warnings_->setVisible(!warnings.isEmpty());
    warnings_->setText(QStringLiteral("⚠ ") + warnings.mid(0, 8).join(QStringLiteral("\n⚠ ")) +
                       (warnings.size() > 8 ? tr("\n… and %1 more").arg(warnings.size() - 8) : QString()));
    fit_->setEnabled(true);
    keep_->setEnabled(true);
    refresh();
    emit measured();
}

void MeasuredView::refresh()
{
    if (!measurement_)
        return;
    const gp::Measurement& m = *measurement_;
    const auto& ev = document_->evaluation();
    const QString disruptions = m.disruptions == 0   ? tr("no disruption")
                                : m.disruptions == 1 ? tr("1 disruption")
                                                     : tr("%1 disruptions").arg(m.disruptions);
    QString text = tr("%1: goodput %2 over %3 (%4), %5. Largest productive step %6, ideal step %7, step-time "
                      "deviation %8 s.")
                       .arg(QString::fromStdString(m.jobName), percent(m.goodputPercent / 100.0),
                            durationHours(m.totalSeconds / 3600.0),
                            m.ended ? tr("ended") : tr("not ended: measured to its last entry"), disruptions)
                       .arg(m.maxProductiveStep)
                       .arg(m.idealStepSeconds ? tr("%1 s").arg(number(*m.idealStepSeconds, 3)) : tr("none"))
                       .arg(number(m.stepTimeDeviationSeconds, 3));
    // An elastic job's: its waits and re-initializations, and how much of its slices stepped.
    const int elastic = m.elasticSliceDowns + m.elasticScaleUps + m.elasticReinitializations;
    if (elastic > 0 || m.steppingSliceEfficiency)
        text += QLatin1Char(' ') + tr("Elastic waits: after a lost slice %1, to scale up %2; re-initializations: %3.")
                                       .arg(m.elasticSliceDowns)
                                       .arg(m.elasticScaleUps)
                                       .arg(m.elasticReinitializations);
    // The library adds an elastic job's waits and re-initializations on top of the step times around them.
    if (sharesSum_)
        text += QLatin1Char(' ') + tr("Its shares add up to %1: ml-goodput-measurement counts an elastic job's waits "
                                      "and re-initializations on top of the step times around them.")
                                       .arg(percent(*sharesSum_));
    if (m.steppingSliceEfficiency && m.availableSliceEfficiency)
        text += QLatin1Char(' ') + tr("Slices stepping %1 of the time, available %2 (time-weighted).")
                                       .arg(percent(*m.steppingSliceEfficiency), percent(*m.availableSliceEfficiency));
    // "Productive" means one share: of the time, in steps that count. The plan's ML Productivity Goodput also
    // multiplies by program goodput, which no job log records: said, so the two percentages do not contradict.
    if (ev)
        text += QLatin1Char(' ') +
                tr("Its goodput is the share of its time in productive steps; the plan predicts %1 of its window in "
                   "productive steps (scheduling goodput × runtime goodput). The plan's ML Productivity Goodput, %2, "
                   "also multiplies by program goodput, which a job's log does not record.")
                    .arg(percent(gp::plannedProductiveShare(*ev)),
                         percent(ev->goodput.mlProductivity));
    summary_->setText(text);
    charts_->show(m, rolling_, ev);
}

void MeasuredView::fitPlan()
{
    if (!measurement_)
        return;
    const gp::Measurement& m = *measurement_;
    if (m.doubtCount == 0) {
        CalibrateDialog::fitPlan(document_, m, this);
        return;
    }
    // Implausible values: the plan is fitted to them only when the user says so (docs/model.md section 18).
    gp::LogIssue doubtful(gp::LogIssueCode::DoubtfulMeasurement);
    doubtful.value = static_cast<double>(m.doubtCount);
    QStringList examples;
    for (std::size_t i = 0; i < m.doubts.size() && i < 3; ++i)
        examples << content(gp::logIssueText(m.doubts[i]));
    if (plainMessage(this, QMessageBox::Warning, tr("Fit the Plan to This Measurement"),
                     content(gp::logIssueText(doubtful)) + QStringLiteral("\n\n") + examples.join(QLatin1Char('\n')),
                     tr("Fit the plan to this measurement anyway?"), QMessageBox::Yes | QMessageBox::No,
                     QMessageBox::No) == QMessageBox::Yes)
        CalibrateDialog::fitPlan(document_, m, this, gp::DoubtfulValues::Confirmed);
}

void MeasuredView::keepAsBaseline()
{
    if (!measurement_)
        return;
    const gp::MeasuredBaseline b = gp::baselineOf(*measurement_, source_.toStdString());
    document_->modify(tr("Keep measured baseline"), [&](gp::Plan& p) { gp::keepMeasuredBaseline(p, b); });
}

} // namespace gpui
