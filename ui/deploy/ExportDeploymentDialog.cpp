#include "deploy/ExportDeploymentDialog.h"

#include "settings/AppSettings.h"
#include "presenters/Content.h"
#include "presenters/ErrorText.h"
#include "common/MessageBox.h"
#include "presenters/SearchText.h"
#include "deploy/DeployFiles.h"
#include "deploy/DeployNames.h"
#include "document/PlanDocument.h"
#include "document/PlanSearch.h"
#include "io/Error.h"

#include <QAbstractButton>
#include <QButtonGroup>
#include <QComboBox>
#include <QDate>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFontDatabase>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QScreen>
#include <QTabBar>
#include <QTabWidget>
#include <QVBoxLayout>

namespace gpui {
namespace {

// A serving plan's SkyPilot export is a SkyPilot Serve task.
QString deployFormatTitle(gp::DeployFormat f, bool serving)
{
    switch (f) {
    case gp::DeployFormat::SkyPilot:
        return serving ? ExportDeploymentDialog::tr("SkyPilot Serve: vLLM replicas behind SkyPilot's load balancer")
                       : ExportDeploymentDialog::tr("SkyPilot task: a managed job on any cloud SkyPilot reaches");
    case gp::DeployFormat::Gke:
        return ExportDeploymentDialog::tr("GKE: a JobSet and the Kueue queue that admits it");
    case gp::DeployFormat::Slurm:
        return ExportDeploymentDialog::tr("Slurm: a batch script for sbatch");
    case gp::DeployFormat::Kubernetes:
        return ExportDeploymentDialog::tr("Kubernetes: a vLLM Deployment, its Service and an autoscaler");
    }
    return {};
}

// The scheduler's own name, as no language translates it.
QString deployFormatName(gp::DeployFormat f)
{
    switch (f) {
    case gp::DeployFormat::SkyPilot:
        return QStringLiteral("SkyPilot");
    case gp::DeployFormat::Gke:
        return QStringLiteral("GKE");
    case gp::DeployFormat::Slurm:
        return QStringLiteral("Slurm");
    case gp::DeployFormat::Kubernetes:
        return QStringLiteral("Kubernetes");
    }
    return {};
}

QString deployDefaultFolder()
{
    const QString folder = settings::deployFolder().get();
    if (!folder.isEmpty())
        return folder;
    const QString last = settings::lastDirectory().get();
    return last.isEmpty() ? QDir::homePath() : last;
}

} // namespace

// The option combo's role that marks the plan search's recommendation.
constexpr int kDeploySearchRole = Qt::UserRole + 1;

ExportDeploymentDialog::ExportDeploymentDialog(PlanDocument* document, QWidget* parent, Start start)
    : QDialog(parent)
    , document_(document)
    , option_(new QComboBox(this))
    , formats_(new QButtonGroup(this))
    , folder_(new QLineEdit(deployDefaultFolder(), this))
    , name_(new QLineEdit(this))
    , preview_(new QTabWidget(this))
    , dropped_(new QLabel(this))
    , refused_(new QLabel(this))
    , error_(new QLabel(this))
    , export_(new QPushButton(tr("Export"), this))
{
    setWindowTitle(tr("Export Deployment"));
    setObjectName(QStringLiteral("exportDeploymentDialog"));
    const gp::Plan& stored = document_->storedPlan();
    option_->addItem(stored.recommendedScenario.empty() ? tr("Base plan (recommended)") : tr("Base plan"), QString());
    for (const gp::Scenario& s : stored.scenarios)
        option_->addItem(s.name == stored.recommendedScenario ? tr("%1 (recommended)").arg(QString::fromStdString(s.name))
                                                              : QString::fromStdString(s.name),
                         QString::fromStdString(s.name));
    option_->setCurrentIndex(std::max(0, option_->findData(QString::fromStdString(stored.recommendedScenario))));
    const gp::OptimizeResult* search = document_->search()->result();
    if (search && search->recommended && document_->evaluation()) {
        searched_ = *search->recommended;
        option_->addItem(tr("The plan search's recommendation: %1")
                             .arg(SearchText::configuration(document_->evaluation()->catalog(), *searched_)));
        option_->setItemData(option_->count() - 1, true, kDeploySearchRole);
        if (start == Start::SearchRecommendation)
            option_->setCurrentIndex(option_->count() - 1);
    }

    auto* formatBox = new QVBoxLayout;
    const QString chosen = settings::deployFormat().get();
    for (const gp::DeployFormat f : gp::deployFormats()) {
        auto* button = new QRadioButton(deployFormatTitle(f, document_->storedPlan().kind == gp::PlanKind::Inference), this);
        button->setObjectName(QStringLiteral("format_") + QString::fromLatin1(gp::deployFormatId(f).data()));
        formats_->addButton(button, static_cast<int>(f));
        formatBox->addWidget(button);
        button->setChecked(chosen == QLatin1String(gp::deployFormatId(f).data()));
    }
    if (!formats_->checkedButton())
        formats_->buttons().front()->setChecked(true);

    auto* browse = new QPushButton(tr("Choose…"), this);
    auto* folderRow = new QHBoxLayout;
    folderRow->addWidget(folder_, 1);
    folderRow->addWidget(browse);

    auto* form = new QFormLayout;
    form->addRow(tr("Option:"), option_);
    refused_->setWordWrap(true);
    refused_->setTextFormat(Qt::PlainText);
    refused_->setObjectName(QStringLiteral("refusedFormats"));
    refused_->hide();
    formatBox->addWidget(refused_);
    form->addRow(tr("Format:"), formatBox);
    name_->setObjectName(QStringLiteral("jobName"));
    name_->setToolTip(tr("The name of the job, its queues, its checkpoint bucket and folder. Each plan and option "
                         "has its own, so that two runs never share checkpoints."));
    form->addRow(tr("Job name:"), name_);
    form->addRow(tr("Folder:"), folderRow);

    dropped_->setWordWrap(true);
    dropped_->setTextFormat(Qt::PlainText);
    dropped_->setObjectName(QStringLiteral("droppedLabel"));
    error_->setWordWrap(true);
    error_->setTextFormat(Qt::PlainText);
    error_->setStyleSheet(QStringLiteral("color: palette(highlight);"));
    error_->hide();
    preview_->setDocumentMode(true);
    // A file's name is shown whole, never elided mid-word: the tabs scroll instead, and each names its file in full
    // as its tooltip too.
    preview_->tabBar()->setElideMode(Qt::ElideNone);
    preview_->tabBar()->setUsesScrollButtons(true);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    buttons->addButton(export_, QDialogButtonBox::AcceptRole);
    export_->setDefault(true);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(dropped_);
    layout->addWidget(error_);
    layout->addWidget(preview_, 1);
    layout->addWidget(buttons);

    connect(option_, &QComboBox::currentIndexChanged, this, &ExportDeploymentDialog::rebuild);
    connect(formats_, &QButtonGroup::idClicked, this, &ExportDeploymentDialog::showFiles);
    connect(name_, &QLineEdit::textChanged, this, &ExportDeploymentDialog::applyName);
    connect(browse, &QPushButton::clicked, this, [this] {
        const QString folder = QFileDialog::getExistingDirectory(this, tr("Export Deployment To"), folder_->text());
        if (!folder.isEmpty())
            folder_->setText(QDir::toNativeSeparators(folder));
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(export_, &QPushButton::clicked, this, [this] {
        if (exportFiles())
            accept();
    });
    // As large as the preview wants, within the screen.
    const QSize screen = this->screen() ? this->screen()->availableGeometry().size() : QSize(1024, 640);
    resize(std::min(760, screen.width() * 9 / 10), std::min(620, screen.height() * 9 / 10));
    rebuild();
}

gp::DeployFormat ExportDeploymentDialog::format() const
{
    return static_cast<gp::DeployFormat>(formats_->checkedId());
}

void ExportDeploymentDialog::rebuild()
{
    config_.reset();
    try {
        const std::string date = QDate::currentDate().toString(Qt::ISODate).toStdString();
        if (option_->currentData(kDeploySearchRole).toBool() && searched_) {
            // Named from the plan and a fixed word, not the translated label: the name is the same in any language.
            config_ = gp::deploymentConfig(document_->candidateEvaluation(*searched_),
                                           option_->currentText().toStdString(), date,
                                           gp::deployNameFor(document_->storedPlan().title, "plan search"));
        } else {
            const std::string scenario = option_->currentData().toString().toStdString();
            config_ = gp::deploymentConfig(document_->optionEvaluation(scenario), scenario, date);
        }
    } catch (const gp::Error& e) {
        offerFormats(); // every format, as no configuration refuses one
        showError(e);
        return;
    }
    defaultName_ = config_->jobName;
    name_->setPlaceholderText(QString::fromStdString(defaultName_));
    // The field may be narrower than the name: its tooltip gives it whole.
    name_->setToolTip(tr("The name of the job, its queues, its checkpoint bucket and folder. Each plan and option "
                         "has its own, so that two runs never share checkpoints.") +
                      QLatin1Char('\n') + tr("Unless you type another: %1").arg(QString::fromStdString(defaultName_)));
    name_->setMinimumWidth(name_->fontMetrics().horizontalAdvance(QString::fromStdString(defaultName_)) + 24);
    if (!offerFormats()) {
        showError(tr("No format can run this option as it was priced: change its accelerators or their count."));
        return;
    }
    applyName();
}

bool ExportDeploymentDialog::offerFormats()
{
    QStringList reasons;
    QAbstractButton* firstOffered = nullptr;
    for (const gp::DeployFormat f : gp::deployFormats()) {
        QAbstractButton* button = formats_->button(static_cast<int>(f));
        if (config_)
            button->setText(deployFormatTitle(f, config_->serving.has_value()));
        const std::optional<gp::Text> refusal = config_ ? gp::deployRefusal(*config_, f) : std::nullopt;
        const QString reason = refusal ? content(*refusal) : QString();
        button->setEnabled(!refusal);
        button->setToolTip(reason);
        if (refusal)
            reasons << QStringLiteral("• %1: %2").arg(deployFormatName(f), reason);
        else if (!firstOffered)
            firstOffered = button;
    }
    refused_->setText(reasons.join(QLatin1Char('\n')));
    refused_->setVisible(!reasons.isEmpty());
    if (firstOffered && !formats_->checkedButton()->isEnabled())
        firstOffered->setChecked(true);
    return firstOffered != nullptr;
}

void ExportDeploymentDialog::applyName()
{
    if (!config_)
        return;
    const std::string name = name_->text().trimmed().toStdString();
    try {
        if (!name.empty())
            gp::checkDeployName(name, "name");
    } catch (const gp::Error&) {
        showError(tr("The job name takes 1 to 32 lower-case letters, digits and hyphens, starts with a letter, ends "
                     "with a letter or digit, and holds no “goog”, which Cloud Storage refuses in a bucket's name."));
        return;
    }
    config_->jobName = name.empty() ? defaultName_ : name;
    showFiles();
}

void ExportDeploymentDialog::showError(const gp::Error& e)
{
    showError(describeError(e));
}

void ExportDeploymentDialog::showError(const QString& message)
{
    preview_->clear();
    deployment_.reset();
    error_->setText(message);
    error_->show();
    dropped_->clear();
    export_->setEnabled(false);
}

void ExportDeploymentDialog::showFiles()
{
    if (!config_)
        return; // the option's error stays shown
    preview_->clear();
    deployment_.reset();
    error_->hide();
    try {
        deployment_ = gp::exportDeployment(*config_, format());
    } catch (const gp::Error& e) {
        showError(e);
        return;
    } catch (const gp::DeployRefused& e) {
        showError(content(e.reason()));
        return;
    }
    const QFont mono = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    for (const gp::DeploymentFile& f : deployment_->files) {
        auto* text = new QPlainTextEdit(QString::fromStdString(f.text), preview_);
        text->setReadOnly(true);
        text->setLineWrapMode(QPlainTextEdit::NoWrap);
        text->setFont(mono);
        const int tab = preview_->addTab(text, QString::fromStdString(f.name));
        preview_->setTabToolTip(tab, QString::fromStdString(f.name));
    }
    QStringList dropped;
    for (const gp::Text& t : deployment_->dropped)
        dropped << QStringLiteral("• ") + content(t);
    dropped_->setText(dropped.isEmpty() ? tr("Everything the plan sets is in these files.")
                                        : tr("Not in these files, as this format cannot express it:") +
                                              QLatin1Char('\n') + dropped.join(QLatin1Char('\n')));
    export_->setEnabled(true);
}

bool ExportDeploymentDialog::exportFiles()
{
    if (!deployment_ || !config_)
        return false;
    const QString folder = QDir::fromNativeSeparators(folder_->text().trimmed());
    const std::string path = folder.toStdString();
    const std::vector<std::string> existing = gp::existingDeploymentFiles(*deployment_, path);
    if (!existing.empty()) {
        QStringList names;
        for (const std::string& e : existing)
            names << QDir::toNativeSeparators(QString::fromStdString(e));
        if (plainMessage(this, QMessageBox::Question, tr("Export Deployment"),
                         tr("Replace %n file(s) that exist already?", nullptr, static_cast<int>(names.size())),
                         names.join(QLatin1Char('\n')), QMessageBox::Yes | QMessageBox::Cancel,
                         QMessageBox::Cancel) != QMessageBox::Yes)
            return false;
    }
    try {
        gp::writeDeployment(*deployment_, path, true);
    } catch (const gp::Error& e) {
        plainMessage(this, QMessageBox::Warning, tr("Export Deployment"),
                     tr("The deployment could not be written to %1.").arg(QDir::toNativeSeparators(folder)),
                     describeError(e));
        return false;
    }
    settings::deployFolder().set(folder);
    settings::deployFormat().set(QString::fromLatin1(gp::deployFormatId(format()).data()));
    const gp::Deployment written = *deployment_;
    const gp::DeploymentConfig config = *config_;
    document_->modify(tr("Export the deployment"), [&](gp::Plan& p) { gp::recordDeployment(p, written, config); });
    return true;
}

QString ExportDeploymentDialog::run(PlanDocument* document, QWidget* parent, Start start)
{
    ExportDeploymentDialog dialog(document, parent, start);
    if (dialog.exec() != QDialog::Accepted || !dialog.deployment())
        return {};
    return tr("Exported %n deployment file(s) to %1.", nullptr, static_cast<int>(dialog.deployment()->files.size()))
        .arg(QDir::toNativeSeparators(dialog.folderEdit()->text().trimmed()));
}

} // namespace gpui
