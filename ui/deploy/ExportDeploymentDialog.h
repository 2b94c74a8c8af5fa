#pragma once

#include "deploy/Deployment.h"
#include "io/Error.h"
#include "search/Optimize.h"

#include <QDialog>

#include <optional>

class QButtonGroup;
class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QTabWidget;

namespace gpui {

class PlanDocument;

// File > Export Deployment… and the Costs view's Export Deployment (docs/deploy.md): one option of the plan (the
// recommended one first) in one of the schedulers' formats, its files previewed as they will be written, what the
// format cannot carry listed above them (a format that cannot run the option as priced is disabled, saying why), the job's name (unique to the plan unless changed), and a folder. Export asks before replacing a file, writes the files and
// notes the export in the plan (one undoable step), which the proposal then lists.
class ExportDeploymentDialog : public QDialog {
    Q_OBJECT
public:
    // The option chosen when the dialog opens: the plan's recommended one (as the proposal presents it), or the plan
    // search's recommendation, where the search has one (the Costs view's button beside it).
    enum class Start { PlanRecommendation, SearchRecommendation };
    explicit ExportDeploymentDialog(PlanDocument* document, QWidget* parent = nullptr,
                                    Start start = Start::PlanRecommendation);

    // Opens the dialog for the document's plan (a serving plan's formats are a SkyPilot Serve task and Kubernetes
    // manifests); returns the status line for an export made, or nothing.
    static QString run(PlanDocument* document, QWidget* parent, Start start = Start::PlanRecommendation);

    QComboBox* optionBox() const { return option_; }
    QButtonGroup* formatButtons() const { return formats_; }
    QLineEdit* folderEdit() const { return folder_; }
    // The job's name: empty for the plan's own (its placeholder), or one the user types (gp::checkDeployName).
    QLineEdit* nameEdit() const { return name_; }
    QTabWidget* preview() const { return preview_; }
    QLabel* droppedLabel() const { return dropped_; }
    // The formats that cannot run the option as it was priced, each with why (gp::deployRefusal); empty otherwise.
    QLabel* refusedLabel() const { return refused_; }
    QLabel* errorLabel() const { return error_; }
    QPushButton* exportButton() const { return export_; }
    const std::optional<gp::Deployment>& deployment() const { return deployment_; }

    // Writes the files (asking before replacing one); true when they were written.
    bool exportFiles();

private:
    void rebuild();   // the option changed: its configuration (one evaluation), then its files
    void showFiles(); // the format changed: the files of the configuration made before
    // Disables each format that cannot run the configuration as priced, its reason as tooltip and below the formats,
    // and moves the choice off a refused format; false when every format is refused.
    bool offerFormats();
    void applyName(); // the name changed: the configuration renamed, then its files
    void showError(const gp::Error& error);
    void showError(const QString& message); // the preview cleared, Export disabled
    gp::DeployFormat format() const;

    PlanDocument* document_;
    QComboBox* option_;
    QButtonGroup* formats_;
    QLineEdit* folder_;
    QLineEdit* name_;
    QTabWidget* preview_;
    QLabel* dropped_;
    QLabel* refused_;
    QLabel* error_;
    QPushButton* export_;
    std::optional<gp::Deployment> deployment_;
    std::optional<gp::DeploymentConfig> config_;
    std::string defaultName_; // the name the plan gives the option's job
    std::optional<gp::Candidate> searched_; // the plan search's recommendation, an option when there is one
};

} // namespace gpui
