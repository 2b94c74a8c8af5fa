// Export Deployment in the application (docs/deploy.md): File > Export Deployment… and the Costs view's button open
// the dialog; its preview shows the files that will be written and what the format drops; Export asks before
// replacing a file, refuses a folder it cannot write, records the export as one undoable step, and the proposal
// lists the files.
#include "costs/CostsView.h"
#include "costs/PlanSearchPanel.h"
#include "deploy/ExportDeploymentDialog.h"
#include "document/PlanDocument.h"
#include "document/PlanSearch.h"
#include "mainwindow/Language.h"
#include "mainwindow/MainWindow.h"
#include "plan/PlanFile.h"
#include "plan/ScenarioCompare.h"
#include "proposal/ProposalBuilder.h"

#include "BoxAnswers.h"

#include <QAbstractButton>
#include <QAction>
#include <QButtonGroup>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSettings>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextDocument>
#include <QTimer>
#include <QUndoStack>

using gptest::BoxAnswers;

namespace {

void choose(gpui::ExportDeploymentDialog& d, const char* format)
{
    auto* button = d.findChild<QAbstractButton*>(QStringLiteral("format_") + QLatin1String(format));
    QVERIFY(button);
    button->click();
}

QStringList tabs(const gpui::ExportDeploymentDialog& d)
{
    QStringList out;
    for (int i = 0; i < d.preview()->count(); ++i)
        out << d.preview()->tabText(i);
    return out;
}

QByteArray readAll(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

} // namespace

class TestDeployDialog : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QSettings().clear(); }

    void menuAndCostsButtonOpenIt()
    {
        gpui::PlanDocument doc;
        gpui::MainWindow window(&doc);
        QAction* action = window.findChild<QAction*>(QStringLiteral("actionExportDeployment"));
        QVERIFY(action);
        QVERIFY(!action->text().isEmpty());
        window.showView(gpui::View::Costs);
        auto* costs = window.findChild<gpui::CostsView*>();
        QVERIFY(costs);
        QPushButton* button = costs->searchPanel()->deployButton();
        QCOMPARE(button->objectName(), QStringLiteral("exportDeploymentButton"));
        // The button opens the dialog (closed at once here).
        bool opened = false;
        QTimer::singleShot(0, [&] {
            if (auto* d = qobject_cast<gpui::ExportDeploymentDialog*>(QApplication::activeModalWidget())) {
                opened = true;
                d->reject();
            }
        });
        button->click();
        QVERIFY(opened);
    }

    // The example plan recommends its base: 16 nodes of 8 H100 on Spot. GKE carries all of it in two files; the
    // Slurm script drops the Spot offer and says so above the preview.
    void previewShowsTheFilesAndWhatIsDropped()
    {
        gpui::PlanDocument doc;
        doc.reset(gpui::PlanDocument::examplePlan(), QString());
        gpui::ExportDeploymentDialog d(&doc);
        QCOMPARE(d.optionBox()->currentText(), QStringLiteral("Base plan (recommended)"));
        QCOMPARE(d.optionBox()->count(), 4); // the base and three scenarios
        choose(d, "gke");
        QCOMPARE(tabs(d), (QStringList{QStringLiteral("example-7b-model-u3cxmx-jobset.yaml"),
                                       QStringLiteral("example-7b-model-u3cxmx-kueue.yaml")}));
        QCOMPARE(d.droppedLabel()->text(), QStringLiteral("Everything the plan sets is in these files."));
        auto* first = qobject_cast<QPlainTextEdit*>(d.preview()->widget(0));
        QVERIFY(first->toPlainText().contains(QStringLiteral("cloud.google.com/gke-spot: \"true\"")));
        choose(d, "slurm");
        QCOMPARE(tabs(d), QStringList{QStringLiteral("example-7b-model-u3cxmx.sbatch")});
        QVERIFY(d.droppedLabel()->text().contains(QStringLiteral("Spot provisioning: Slurm takes nodes")));
        // Another option: the TPU scenario's GKE export asks for its slice.
        d.optionBox()->setCurrentIndex(d.optionBox()->findData(QStringLiteral("TPU v5e on demand, FSDP")));
        choose(d, "gke");
        QVERIFY(qobject_cast<QPlainTextEdit*>(d.preview()->widget(0))
                    ->toPlainText()
                    .contains(QStringLiteral("cloud.google.com/gke-tpu-topology: \"8x16\"")));
        // Another format of the same option writes the configuration made for it: no plan is evaluated again.
        const std::uint64_t copies = gp::PlanCopies::made();
        choose(d, "skypilot");
        QCOMPARE(gp::PlanCopies::made(), copies);
        QVERIFY(qobject_cast<QPlainTextEdit*>(d.preview()->widget(0))
                    ->toPlainText()
                    .contains(QStringLiteral("tpu-v5litepod-")));
    }

    // The job's name is the plan's own until one is typed; a name a scheduler refuses is said and nothing is
    // exported; cleared, the plan's own is back.
    void jobNameCanBeChosen()
    {
        if (!qEnvironmentVariableIsEmpty("GP_SHOT"))
            gpui::applyLanguage(qEnvironmentVariable("GP_LANG", QStringLiteral("en")));
        gpui::PlanDocument doc;
        doc.reset(gpui::PlanDocument::examplePlan(), QString());
        gpui::ExportDeploymentDialog d(&doc);
        choose(d, "slurm");
        QCOMPARE(d.nameEdit()->placeholderText(), QStringLiteral("example-7b-model-u3cxmx"));
        d.nameEdit()->setText(QStringLiteral("llm-run-7"));
        QCOMPARE(tabs(d), QStringList{QStringLiteral("llm-run-7.sbatch")});
        QVERIFY(qobject_cast<QPlainTextEdit*>(d.preview()->widget(0))
                    ->toPlainText()
                    .contains(QStringLiteral("#SBATCH --job-name=llm-run-7\n")));
        d.nameEdit()->setText(QStringLiteral("Google Run"));
        QVERIFY(!d.exportButton()->isEnabled());
        if (!qEnvironmentVariableIsEmpty("GP_SHOT")) { // to look at, in GP_LANG's language
            d.resize(qEnvironmentVariableIntValue("GP_WIDTH") > 0 ? qEnvironmentVariableIntValue("GP_WIDTH") : 760, 620);
            d.show();
            QVERIFY(QTest::qWaitForWindowExposed(&d));
            d.grab().save(qEnvironmentVariable("GP_SHOT"));
            gpui::applyLanguage(QStringLiteral("en"));
        }
        QCOMPARE(d.preview()->count(), 0);
        d.nameEdit()->clear();
        QVERIFY(d.exportButton()->isEnabled());
        QCOMPARE(tabs(d), QStringList{QStringLiteral("example-7b-model-u3cxmx.sbatch")});
    }

    // The plan search's recommendation is an option too, the one the Costs view's button starts with.
    void searchRecommendationIsAnOption()
    {
        gpui::PlanDocument doc;
        doc.reset(gpui::PlanDocument::examplePlan(), QString());
        doc.search()->request(true);
        QTRY_VERIFY_WITH_TIMEOUT(doc.search()->result() != nullptr, 120000);
        const std::optional<gp::Candidate>& found = doc.search()->result()->recommended;
        QVERIFY(found);
        gpui::ExportDeploymentDialog d(&doc, nullptr, gpui::ExportDeploymentDialog::Start::SearchRecommendation);
        QVERIFY(d.optionBox()->currentText().startsWith(QStringLiteral("The plan search's recommendation: ")));
        const gp::Accelerator* a = doc.evaluation()->catalog().find(found->config.accelerator);
        QVERIFY(a && a->deploy);
        // GKE writes the answer's accelerator where a layout of its slices runs it, and is refused, saying why, where
        // none does (the example's answer has been 120 TPU v6e chips, which none runs: tpuCountNoSliceRuns).
        auto* gke = d.findChild<QAbstractButton*>(QStringLiteral("format_gke"));
        if (gke->isEnabled()) {
            choose(d, "gke");
            QVERIFY(qobject_cast<QPlainTextEdit*>(d.preview()->widget(0))
                        ->toPlainText()
                        .contains(QString::fromStdString("\"" + a->deploy->gkeAccelerator + "\"")));
        } else {
            QVERIFY(!gke->toolTip().isEmpty());
            QVERIFY(d.refusedLabel()->text().contains(gke->toolTip()));
        }
        // The plan's own recommendation first otherwise.
        gpui::ExportDeploymentDialog plain(&doc);
        QCOMPARE(plain.optionBox()->currentText(), QStringLiteral("Base plan (recommended)"));
    }

    // A TPU plan: Slurm, which schedules no TPU, is disabled with the reason as its tooltip and below the formats.
    // 112 v6e chips on Spot run on GKE as 7 slices of 4x4 on ct6e-standard-4t nodes, which a SkyPilot task (one
    // slice) cannot hold; 120 run nowhere, and Export is disabled.
    void formatsThatCannotRunATpuPlanAreDisabled()
    {
        gp::Plan plan = gpui::PlanDocument::examplePlan();
        plan.training.accelerator = "tpu-v6e";
        plan.goodput.nodes = 14;
        gpui::PlanDocument doc;
        doc.reset(plan, QString());
        QSettings().setValue(QStringLiteral("deploy/format"), QStringLiteral("slurm"));
        gpui::ExportDeploymentDialog d(&doc);
        auto* slurm = d.findChild<QAbstractButton*>(QStringLiteral("format_slurm"));
        auto* sky = d.findChild<QAbstractButton*>(QStringLiteral("format_skypilot"));
        auto* gke = d.findChild<QAbstractButton*>(QStringLiteral("format_gke"));
        QVERIFY(!slurm->isEnabled());
        QVERIFY(slurm->toolTip().startsWith(QStringLiteral("Slurm cannot run the Google TPU v6e (Trillium)")));
        QVERIFY(!sky->isEnabled());
        QVERIFY(sky->toolTip().contains(QStringLiteral("7 slices of 4x4")));
        QVERIFY(gke->isEnabled() && gke->isChecked());
        QVERIFY(d.refusedLabel()->isVisibleTo(&d));
        QVERIFY(d.refusedLabel()->text().contains(QStringLiteral("• Slurm: ") + slurm->toolTip()));
        const QString jobSet = qobject_cast<QPlainTextEdit*>(d.preview()->widget(0))->toPlainText();
        QVERIFY(jobSet.contains(QStringLiteral("cloud.google.com/gke-tpu-topology: \"4x4\"")));
        QVERIFY(jobSet.contains(QStringLiteral("node.kubernetes.io/instance-type: \"ct6e-standard-4t\"")));
        QVERIFY(jobSet.contains(QStringLiteral("replicas: 7")));
        QVERIFY(d.exportButton()->isEnabled());

        plan.goodput.nodes = 15; // 120 chips
        doc.reset(plan, QString());
        gpui::ExportDeploymentDialog none(&doc);
        for (const char* f : {"skypilot", "gke", "slurm"})
            QVERIFY(!none.findChild<QAbstractButton*>(QStringLiteral("format_") + QLatin1String(f))->isEnabled());
        QVERIFY(none.refusedLabel()->text().contains(QStringLiteral("The nearest counts that run are 112 and 128 chips")));
        QVERIFY(none.errorLabel()->text().startsWith(QStringLiteral("No format can run this option")));
        QVERIFY(!none.exportButton()->isEnabled());
        QCOMPARE(none.preview()->count(), 0);
        QSettings().remove(QStringLiteral("deploy/format"));
    }

    // Export writes the files, records them in the plan as one undoable step, and asks before replacing them.
    void exportWritesAsksAndRecords()
    {
        gpui::PlanDocument doc;
        doc.reset(gpui::PlanDocument::examplePlan(), QString());
        QTemporaryDir dir;
        gpui::ExportDeploymentDialog d(&doc);
        choose(d, "skypilot");
        d.folderEdit()->setText(dir.path());
        const int steps = doc.undoStack()->count();
        QVERIFY(d.exportFiles());
        const QString path = dir.filePath(QStringLiteral("example-7b-model-u3cxmx.sky.yaml"));
        QVERIFY(readAll(path).startsWith("# Goodput Planner deployment (skypilot) of the plan \"Example: 7B"));
        QCOMPARE(doc.undoStack()->count(), steps + 1);
        QCOMPARE(doc.storedPlan().deployments.size(), std::size_t(1));
        QCOMPARE(doc.storedPlan().deployments[0].files,
                 std::vector<std::string>{"example-7b-model-u3cxmx.sky.yaml"});

        QFile edited(path);
        QVERIFY(edited.open(QIODevice::WriteOnly));
        edited.write("mine");
        edited.close();
        {
            BoxAnswers boxes(QMessageBox::Cancel);
            QVERIFY(!d.exportFiles());
            QCOMPARE(boxes.asked, QStringList{QStringLiteral("Replace 1 file(s) that exist already?")});
            QCOMPARE(readAll(path), QByteArray("mine"));
        }
        {
            BoxAnswers boxes(QMessageBox::Yes);
            QVERIFY(d.exportFiles());
            QCOMPARE(boxes.asked.size(), 1);
            QVERIFY(readAll(path).startsWith("# Goodput Planner deployment"));
        }
        QCOMPARE(doc.storedPlan().deployments.size(), std::size_t(2));
        doc.undoStack()->undo();
        QCOMPARE(doc.storedPlan().deployments.size(), std::size_t(1));

        // The proposal lists the files the plan was exported as.
        const QString text = gpui::ProposalBuilder::build(gp::evaluateRecommended(doc.storedPlan()), {})->toPlainText();
        QVERIFY(text.contains(QStringLiteral("Deployment files")));
        QVERIFY(text.contains(QStringLiteral("example-7b-model-u3cxmx.sky.yaml")));
        QVERIFY(text.contains(QStringLiteral("SkyPilot task")));
    }

    void unwritableFolderIsRefused()
    {
        gpui::PlanDocument doc;
        doc.reset(gpui::PlanDocument::examplePlan(), QString());
        QTemporaryDir dir;
        const QString notAFolder = dir.filePath(QStringLiteral("plain-file"));
        QFile f(notAFolder);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.close();
        gpui::ExportDeploymentDialog d(&doc);
        d.folderEdit()->setText(notAFolder);
        BoxAnswers boxes(QMessageBox::Ok);
        QVERIFY(!d.exportFiles());
        QCOMPARE(boxes.asked.size(), 1);
        QVERIFY(boxes.asked[0].startsWith(QStringLiteral("The deployment could not be written to")));
        QVERIFY(doc.storedPlan().deployments.empty());
    }

    // A serving plan offers its two formats, a SkyPilot Serve task and Kubernetes manifests; a JobSet and a Slurm
    // script run batch jobs, and are disabled with why.
    void servingPlanOffersItsFormats()
    {
        gpui::PlanDocument doc;
        doc.reset(gp::loadPlanFile(GOODPUT_TEST_DATA "/plans/inference-70b.gpplan"), QString());
        gpui::ExportDeploymentDialog d(&doc);
        auto* sky = d.findChild<QAbstractButton*>(QStringLiteral("format_skypilot"));
        auto* kubernetes = d.findChild<QAbstractButton*>(QStringLiteral("format_kubernetes"));
        for (const char* f : {"gke", "slurm"}) {
            auto* button = d.findChild<QAbstractButton*>(QStringLiteral("format_") + QLatin1String(f));
            QVERIFY(!button->isEnabled());
            QVERIFY(button->toolTip().startsWith(QStringLiteral("A serving plan runs a standing service")));
        }
        QVERIFY(sky->isEnabled() && kubernetes->isEnabled());
        QVERIFY(sky->text().startsWith(QStringLiteral("SkyPilot Serve")));
        choose(d, "skypilot");
        QCOMPARE(tabs(d).size(), 1);
        QVERIFY(tabs(d).front().endsWith(QStringLiteral(".serve.yaml")));
        QVERIFY(qobject_cast<QPlainTextEdit*>(d.preview()->widget(0))->toPlainText().contains(
            QStringLiteral("    min_replicas: 5\n    max_replicas: 7\n")));
        choose(d, "kubernetes");
        QVERIFY(tabs(d).front().endsWith(QStringLiteral(".k8s.yaml")));
        const QString manifests = qobject_cast<QPlainTextEdit*>(d.preview()->widget(0))->toPlainText();
        QVERIFY(manifests.contains(QStringLiteral("kind: HorizontalPodAutoscaler")));
        QVERIFY(manifests.contains(QStringLiteral("nvidia.com/gpu: 4")));
        QVERIFY(d.droppedLabel()->text().contains(QStringLiteral("The latency targets")));
        QVERIFY(d.exportButton()->isEnabled());

        // A training plan's Kubernetes is disabled with why.
        gpui::PlanDocument training;
        training.reset(gpui::PlanDocument::examplePlan(), QString());
        gpui::ExportDeploymentDialog t(&training);
        auto* k = t.findChild<QAbstractButton*>(QStringLiteral("format_kubernetes"));
        QVERIFY(!k->isEnabled());
        QVERIFY(k->toolTip().startsWith(QStringLiteral("The Kubernetes manifests run vLLM")));
        QVERIFY(t.findChild<QAbstractButton*>(QStringLiteral("format_skypilot"))->text().startsWith(
            QStringLiteral("SkyPilot task")));
    }
};

QTEST_MAIN(TestDeployDialog)
#include "tst_deploydialog.moc"
