// The Memory and Parallelism dialog shows one step of the job on the priced accelerator, part by part, and follows
// the settings as they change (docs/model.md section 23). The 70B plan on 512 H100 (tests/data/plans/
// llm-70b-layout.gpplan): the step model's fastest layout is tensor 4 × pipeline 8 × data 16, a step of 8.92 s of
// which compute is 6.66 s; held at tensor 8 × pipeline 1 with every activation recomputed, the recomputation shows.
#include "presenters/LayoutText.h"
#include "costs/CostsView.h"
#include "costs/NetworkPicker.h"
#include "costs/StepBar.h"
#include "costs/TrainingSetupDialog.h"
#include "document/PlanDocument.h"
#include "plan/PlanFile.h"
#include "workbench/SliderField.h"
#include "workbench/WorkbenchControls.h"
#include "workbench/WorkbenchView.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QGroupBox>
#include <QLabel>
#include <QSpinBox>
#include <QTest>
#include <QUndoStack>

#include <cmath>

class TestLayoutDialog : public QObject {
    Q_OBJECT
private slots:
    void theStepFollowsTheSettings();
    void aSetByHandMfuIsThePlans();
    void theWorkbenchSaysWhereTheMfuComesFrom();
    void theCostsSayWhereTheMfuComesFrom();
    void anAssumedShapeIsSaid();
    void theNetworkIsChosenInTheDialog();
};

namespace {

double partOf(const gpui::StepBar* bar, const QString& name)
{
    for (const auto& [part, seconds] : bar->parts())
        if (part == name)
            return seconds;
    return 0;
}

} // namespace

void TestLayoutDialog::theStepFollowsTheSettings()
{
    const gp::Plan plan = gp::loadPlanFile(GOODPUT_TEST_DATA "/plans/llm-70b-layout.gpplan");
    const gp::Accelerator& h100 = *gp::builtinCatalog().find("h100-80gb");
    gpui::TrainingSetupDialog dialog(plan.training, &h100, 512);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QVERIFY(dialog.searchBox()->isChecked());
    QVERIFY(!dialog.tensorBox()->isEnabled()); // the model chooses the degrees
    const gpui::StepBar* bar = dialog.stepBar();
    double total = 0;
    for (const auto& p : bar->parts())
        total += p.second;
    QVERIFY2(std::abs(total - 8.92) < 0.01, qPrintable(QString::number(total)));
    QVERIFY(std::abs(partOf(bar, QStringLiteral("Compute")) - 6.66) < 0.01);
    QCOMPARE(partOf(bar, QStringLiteral("Recomputation")), 0.0);
    QVERIFY2(dialog.stepText()->text().startsWith(QStringLiteral("tensor 4 × pipeline 8 × data 16")),
             qPrintable(dialog.stepText()->text()));
    QVERIFY(dialog.stepText()->text().contains(QStringLiteral("MFU 42.0 %")));
    // 16 divides the 80 layers: the even split.
    QVERIFY2(dialog.stagesText()->text().startsWith(QStringLiteral("Layers on the 8 pipeline stages: 10×8;")),
             qPrintable(dialog.stagesText()->text()));
    if (!qEnvironmentVariableIsEmpty("GP_SHOT")) // to look at
        dialog.grab().save(qEnvironmentVariable("GP_SHOT"));
    // Held at tensor 8, no pipeline, every activation recomputed: the bar changes as the boxes do.
    dialog.searchBox()->setChecked(false);
    QVERIFY(dialog.tensorBox()->isEnabled());
    // 128 stages of 80 layers: refused, and the dialog says why.
    dialog.pipelineBox()->setValue(128);
    QVERIFY(bar->parts().isEmpty());
    QVERIFY2(dialog.stagesText()->text().contains(QStringLiteral("above the 80 layers")),
             qPrintable(dialog.stagesText()->text()));
    dialog.tensorBox()->setValue(8);
    dialog.pipelineBox()->setValue(1);
    // The one other check box is the recomputation's.
    for (QCheckBox* box : dialog.findChildren<QCheckBox*>())
        if (box != dialog.searchBox())
            box->setChecked(true);
    QVERIFY2(dialog.stepText()->text().startsWith(QStringLiteral("tensor 8 × pipeline 1 × data 64")),
             qPrintable(dialog.stepText()->text()));
    QVERIFY(partOf(bar, QStringLiteral("Recomputation")) > 0);
    QCOMPARE(partOf(bar, QStringLiteral("Pipeline bubble")), 0.0);
    QVERIFY(dialog.stepText()->text().contains(QStringLiteral("full recomputation")));
    QCOMPARE(dialog.stagesText()->text(), QStringLiteral("One pipeline stage holds all 80 layers."));
    // Held at tensor 2 x pipeline 32, which does not divide the 80 layers: T = ceil(82 / 32) = 3 slots a stage,
    // the surplus 14 off the earliest middle stages, so 2 + 2 x 14 + 3 x 16 + 2.
    dialog.tensorBox()->setValue(2);
    dialog.pipelineBox()->setValue(32);
    QVERIFY2(dialog.stepText()->text().startsWith(QStringLiteral("tensor 2 × pipeline 32 × data 8")),
             qPrintable(dialog.stepText()->text()));
    QVERIFY2(dialog.stagesText()->text().startsWith(QStringLiteral("Layers on the 32 pipeline stages: 2×15 + 3×16 + 2;")),
             qPrintable(dialog.stagesText()->text()));
    if (!qEnvironmentVariableIsEmpty("GP_SHOT"))
        dialog.grab().save(qEnvironmentVariable("GP_SHOT").replace(QStringLiteral(".png"), QStringLiteral("-uneven.png")));
    // 128 stages of 80 layers: refused, and the dialog says why.
    dialog.pipelineBox()->setValue(128);
    QVERIFY(bar->parts().isEmpty());
    QVERIFY2(dialog.stagesText()->text().contains(QStringLiteral("above the 80 layers")),
             qPrintable(dialog.stagesText()->text()));
    dialog.tensorBox()->setValue(8);
    dialog.pipelineBox()->setValue(1);
    const gp::TrainingRun run = dialog.run();
    QVERIFY(!run.parallel.search);
    QCOMPARE(run.parallel.tensor, 8);
    QVERIFY(run.parallel.activationCheckpointing);
    // A tensor degree beyond the NVLink domain of 8 has no layout: the bar says so instead of a figure.
    dialog.tensorBox()->setValue(16);
    QVERIFY(bar->parts().isEmpty());
}

void TestLayoutDialog::aSetByHandMfuIsThePlans()
{
    gpui::PlanDocument doc;
    doc.reset(gp::loadPlanFile(GOODPUT_TEST_DATA "/plans/llm-70b-layout.gpplan"), QString());
    QVERIFY(doc.evaluation());
    QCOMPARE(doc.evaluation()->selectedEstimate()->mfuSource, gp::MfuSource::Layout);
    gp::GoodputInputs in = doc.plan().goodput;
    in.mfu = 0.35;
    doc.setInputs(in, QStringLiteral("MFU"));
    QCOMPARE(doc.plan().training.programSource, std::optional<gp::ProgramSource>(gp::ProgramSource::Plan));
    QCOMPARE(doc.evaluation()->goodput.program, 0.35);
    doc.undoStack()->undo();
    QVERIFY(!doc.plan().training.programSource);
    QCOMPARE(doc.evaluation()->selectedEstimate()->mfuSource, gp::MfuSource::Layout);
}

void TestLayoutDialog::theWorkbenchSaysWhereTheMfuComesFrom()
{
    gpui::PlanDocument doc;
    doc.reset(gp::loadPlanFile(GOODPUT_TEST_DATA "/plans/llm-70b-layout.gpplan"), QString());
    gpui::WorkbenchView view(&doc);
    view.resize(1200, 800);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QLabel* source = nullptr;
    for (QLabel* l : view.findChildren<QLabel*>())
        if (l->accessibleName() == QLatin1String("Where the MFU comes from"))
            source = l;
    QVERIFY(source);
    QVERIFY(source->isVisibleTo(&view));
    QVERIFY2(source->text().contains(QStringLiteral("42.0 % ± 2.5 from the layout: tensor 4 × pipeline 8 × data 16")) &&
                 source->text().contains(QStringLiteral("NVIDIA H100 80 GB")),
             qPrintable(source->text()));
    // Typing an MFU into the field makes it the plan's, and the note goes.
    gpui::SliderField* mfu = view.controls()->field(QStringLiteral("program.mfu"));
    mfu->spinBox()->setValue(35.0);
    emit mfu->spinBox()->editingFinished();
    QTRY_COMPARE(doc.plan().goodput.mfu, 0.35);
    QCOMPARE(doc.plan().training.programSource, std::optional<gp::ProgramSource>(gp::ProgramSource::Plan));
    QTRY_VERIFY(!source->isVisibleTo(&view));
    QCOMPARE(doc.evaluation()->goodput.program, 0.35);
}

void TestLayoutDialog::theCostsSayWhereTheMfuComesFrom()
{
    gpui::PlanDocument doc;
    doc.reset(gp::loadPlanFile(GOODPUT_TEST_DATA "/plans/llm-70b-layout.gpplan"), QString());
    gpui::CostsView view(&doc);
    view.resize(1440, 900);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QStringList texts;
    for (QLabel* l : view.findChildren<QLabel*>())
        texts << l->text();
    const QString all = texts.join(QLatin1Char('\n'));
    QVERIFY2(all.contains(QStringLiteral("MFU 42.0 % ± 2.5 from the layout: tensor 4 × pipeline 8 × data 16")), qPrintable(all));
    QVERIFY(!all.contains(QStringLiteral("the plan's estimate")));
}

// A plan with 70e9 parameters and no shape: the step model takes Llama 3 70B's (docs/model.md section 23), and the
// dialog and the costs view say so; giving the shape silences it.
void TestLayoutDialog::anAssumedShapeIsSaid()
{
    const gp::Plan plan = gp::loadPlanFile(GOODPUT_TEST_DATA "/plans/llm-70b-no-shape.gpplan");
    const gp::Accelerator& h100 = *gp::builtinCatalog().find("h100-80gb");
    gpui::TrainingSetupDialog dialog(plan.training, &h100, 512);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QVERIFY(dialog.shapeNote()->isVisible());
    QVERIFY2(dialog.shapeNote()->text().startsWith(QStringLiteral("Shape assumed from Llama 3 70B")),
             qPrintable(dialog.shapeNote()->text()));
    QVERIFY(!dialog.stepBar()->parts().isEmpty()); // the step is shown with the assumed shape
    QVERIFY(!dialog.run().shape);                   // and not written into the plan
    auto* shape = dialog.findChild<QGroupBox*>();
    QVERIFY(shape);
    shape->setChecked(true); // the boxes hold the assumed shape: checking them gives it as the plan's own
    QCOMPARE(*dialog.run().shape, (gp::ModelShape{80, 64, 128, 8192, 8, 128256}));
    QVERIFY(!dialog.shapeNote()->isVisible());

    gpui::PlanDocument doc;
    doc.reset(plan, QString());
    gpui::CostsView view(&doc);
    view.resize(1440, 900);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QStringList texts;
    for (QLabel* l : view.findChildren<QLabel*>())
        texts << l->text();
    const QString all = texts.join(QLatin1Char('\n'));
    QVERIFY2(all.contains(QStringLiteral("from the layout")) && all.contains(QStringLiteral("Shape assumed from Llama 3 70B")),
             qPrintable(all));
}

// The cluster's network: the catalog's by default, a preset, or a bandwidth of the user's. A faster network
// shortens the step's data-parallel part and nothing else on a layout held fixed.
void TestLayoutDialog::theNetworkIsChosenInTheDialog()
{
    gp::Plan plan = gp::loadPlanFile(GOODPUT_TEST_DATA "/plans/llm-70b-layout.gpplan");
    plan.training.parallel.search = false;
    plan.training.parallel.tensor = 8;
    plan.training.parallel.pipeline = 1;
    const gp::Accelerator& h100 = *gp::builtinCatalog().find("h100-80gb");
    gpui::TrainingSetupDialog dialog(plan.training, &h100, 512);
    gpui::NetworkPicker* picker = dialog.networkPicker();
    QVERIFY(!dialog.run().network);
    QVERIFY(!picker->bandwidthBox()->isVisibleTo(&dialog));
    const double before = partOf(dialog.stepBar(), QStringLiteral("Data parallel"));
    QVERIFY(before > 0);
    picker->choiceBox()->setCurrentIndex(picker->choiceBox()->findData(QStringLiteral("a3-ultra")));
    QCOMPARE(dialog.run().network->preset, std::string("a3-ultra"));
    QVERIFY(!dialog.run().network->scaleOutGbps);
    // 400 Gb/s a GPU against the catalog's 100: a quarter of the exposed reduction, or less where it hides.
    const double faster = partOf(dialog.stepBar(), QStringLiteral("Data parallel"));
    QVERIFY2(faster < before, qPrintable(QStringLiteral("%1 against %2").arg(faster).arg(before)));
    picker->choiceBox()->setCurrentIndex(picker->choiceBox()->findData(QStringLiteral("custom")));
    QVERIFY(picker->bandwidthBox()->isVisibleTo(&dialog));
    picker->bandwidthBox()->setValue(800);
    QCOMPARE(*dialog.run().network->scaleOutGbps, 800.0);
    picker->choiceBox()->setCurrentIndex(0);
    QVERIFY(!dialog.run().network);
    QCOMPARE(partOf(dialog.stepBar(), QStringLiteral("Data parallel")), before);
    // A plan's own bandwidth opens as itself.
    plan.training.network = gp::ClusterNetwork{"", 250.0, std::nullopt};
    gpui::TrainingSetupDialog reopened(plan.training, &h100, 512);
    QCOMPARE(reopened.networkPicker()->bandwidthBox()->value(), 250.0);
    QCOMPARE(reopened.run().network, plan.training.network);
}

QTEST_MAIN(TestLayoutDialog)
#include "tst_layoutdialog.moc"
