// Every switch of the model comes from one row of the switch table: the workbench builds, connects and shows its
// control from it, and the sensitivity's bars and a scenario's changes name it by it. A switch the core gains
// without a row fails here; a row appears in all three places with nothing else written.
#include "WorkbenchFixture.h"
#include "goodput/InputRanges.h"
#include "plan/Evaluate.h"
#include "scenarios/OptionChanges.h"
#include "workbench/InputSpec.h"
#include "workbench/SwitchSpec.h"
#include "workbench/TornadoChart.h"
#include "workbench/WorkbenchControls.h"

#include <QCheckBox>
#include <QComboBox>
#include <QLocale>
#include <QSpinBox>
#include <QTest>
#include <QUndoStack>

#include <set>
#include <string>

class TestSwitches : public QObject, private gptest::WorkbenchFixture {
    Q_OBJECT
private slots:
    void initTestCase();
    void init() { QVERIFY(openWorkbench()); }
    void cleanup() { closeWorkbench(); }
    void everySwitchOfTheCoreHasOneRow();
    void eachRowIsAControlThatEdits();
    void eachRowNamesItsBarAndItsChange();
    void theirTextsReadAsBefore();
    void applicabilityComesFromTheCore();
};

void TestSwitches::initTestCase()
{
    QCoreApplication::setOrganizationName(QStringLiteral("GoodputPlannerTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_switches"));
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); // "1,024"
}

// The core's switches and its counters, each once; no slider is also a switch.
void TestSwitches::everySwitchOfTheCoreHasOneRow()
{
    std::set<std::string> expected;
    for (const gp::InputSwitch& s : gp::inputSwitches())
        expected.insert(std::string(s.key));
    for (const gp::InputRange& r : gp::inputRanges())
        if (r.control != gp::InputControl::Slider)
            expected.insert(std::string(r.key));
    QCOMPARE(expected.size(), std::size_t(12)); // eleven switches and the hot spares
    std::set<std::string> rows;
    for (const gpui::SwitchSpec& s : gpui::switchSpecs())
        QVERIFY2(rows.insert(std::string(s.key())).second, s.key().data());
    QVERIFY(rows == expected);
    for (const gpui::InputSpec& slider : gpui::inputSpecs())
        QVERIFY(!rows.count(slider.key().toStdString()));
}

namespace {

// A value of the switch other than the plan's: a toggle flipped, the next choice, one spare more.
int anotherValue(const gpui::SwitchSpec& s, int value)
{
    if (s.control() == gp::InputControl::Choice)
        return s.choices.at((s.choices.indexOf({s.valueText(value), value}) + 1) % s.choices.size()).second;
    if (s.control() == gp::InputControl::Counter)
        return value + 1;
    return value ? 0 : 1;
}

void setThrough(QWidget* control, int value)
{
    if (auto* box = qobject_cast<QCheckBox*>(control)) {
        box->click();
    } else if (auto* choice = qobject_cast<QComboBox*>(control)) {
        choice->setCurrentIndex(choice->findData(value));
        emit choice->activated(choice->currentIndex());
    } else if (auto* spin = qobject_cast<QSpinBox*>(control)) {
        spin->setValue(value);
    }
}

} // namespace

// Each row's control shows the plan's value, says what the row says, and changing it is the row's undoable edit.
void TestSwitches::eachRowIsAControlThatEdits()
{
    gpui::WorkbenchControls* controls = view_->controls();
    doc_->modify(QStringLiteral("Every switch takes effect"), [](gp::Plan& p) {
        p.goodput.inJobRestart = true;
        p.goodput.checkpointStateGb = 100;
        p.goodput.stragglerPerNodeDay = 0.001;
    });
    QTRY_VERIFY(controls->toggle("runtime.checkpoint_save_measured")->isEnabled());
    for (const gpui::SwitchSpec& s : gpui::switchSpecs()) {
        QWidget* control = controls->switchControl(s.key());
        QVERIFY2(control, s.key().data());
        QCOMPARE(control->toolTip(), s.toolTip);
        switch (s.control()) {
        case gp::InputControl::Toggle:
            QCOMPARE(controls->toggle(s.key())->text(), s.text);
            QCOMPARE(controls->toggle(s.key())->isChecked(), s.get(doc_->plan().goodput) != 0);
            break;
        case gp::InputControl::Choice:
            QCOMPARE(controls->choice(s.key())->count(), s.choices.size());
            QCOMPARE(controls->choice(s.key())->currentData().toInt(), s.get(doc_->plan().goodput));
            break;
        default:
            QCOMPARE(controls->counter(s.key())->value(), s.get(doc_->plan().goodput));
        }
        const int before = s.get(doc_->plan().goodput);
        const int after = anotherValue(s, before);
        QVERIFY2(control->isEnabled(), s.key().data());
        setThrough(control, after);
        QCOMPARE(s.get(doc_->plan().goodput), after);
        QCOMPARE(doc_->undoStack()->undoText(), s.edit);
        doc_->undoStack()->undo();
        QCOMPARE(s.get(doc_->plan().goodput), before);
    }
}

// The sensitivity's bar of a technique or a counter reads the row's label; a scenario's change its name and value.
void TestSwitches::eachRowNamesItsBarAndItsChange()
{
    std::set<std::string> barred;
    for (const gp::SensitivityBar& bar : doc_->evaluation()->sensitivity().bars)
        barred.insert(bar.input);
    for (const gpui::SwitchSpec& s : gpui::switchSpecs()) {
        const bool moved = s.row ? s.row->technique : true;
        QCOMPARE(barred.count(std::string(s.key())) == 1, moved);
        QCOMPARE(!s.tornado.isEmpty(), moved);
        if (moved)
            QCOMPARE(gpui::inputLabel(std::string(s.key())), s.tornado);
        gp::Scenario scenario{"Option", "{}", {{s.key(), double(anotherValue(s, 0))}}};
        QCOMPARE(gpui::OptionChanges::of(scenario),
                 QStringList{QStringLiteral("%1: %2").arg(s.name, s.valueText(anotherValue(s, 0)))});
    }
}

// Worked out by hand from what the views said before the table: the same words.
void TestSwitches::theirTextsReadAsBefore()
{
    QCOMPARE(gpui::inputLabel("runtime.preload"), QStringLiteral("Container preloading (off / on)"));
    QCOMPARE(gpui::inputLabel("scheduling.hot_spares"), QStringLiteral("Hot spares (none / some)"));
    const auto change = [](std::string_view key, double v) {
        return gpui::OptionChanges::of(gp::Scenario{"Option", "{}", {{gp::findInputSwitch(key)
                                                                           ? gp::findInputSwitch(key)->key
                                                                           : gp::findInputRange(key)->key,
                                                                       v}}});
    };
    QCOMPARE(change("scheduling.hot_spares", 1024), QStringList{QStringLiteral("Hot spares: 1,024")});
    QCOMPARE(change("runtime.auto_checkpoint", 0), QStringList{QStringLiteral("Auto-checkpointing: off")});
    QCOMPARE(change("scheduling.provisioning", double(gp::Provisioning::Spot)),
             QStringList{QStringLiteral("Provisioning: Spot")});
    // A scenario Apply re-based onto the walk's pick names no accelerator: it says whose pick it is, never "".
    QCOMPARE(gpui::OptionChanges::of(gp::Scenario{"H100", R"({"training": {"accelerator": ""}})"}),
             QStringList{QStringLiteral("Accelerator: the GPU walk's pick")});
    QCOMPARE(gpui::OptionChanges::of(gp::Scenario{"H100", R"({"training": {"accelerator": "h100-80gb"}})"}),
             QStringList{QStringLiteral("Accelerator: NVIDIA H100 80 GB")});
    QCOMPARE(view_->controls()->toggle("runtime.in_job_restart")->text(),
             QStringLiteral("Restart failed nodes inside the job"));
}

// A switch is enabled where the core's row says it takes effect: a save marked measured only with a state.
void TestSwitches::applicabilityComesFromTheCore()
{
    gp::GoodputInputs in = doc_->plan().goodput;
    in.checkpointStateGb = 0;
    QVERIFY(!gp::inputApplies(in, "runtime.checkpoint_save_measured"));
    in.checkpointStateGb = 100;
    QVERIFY(gp::inputApplies(in, "runtime.checkpoint_save_measured"));
    QCheckBox* measured = view_->controls()->toggle("runtime.checkpoint_save_measured");
    doc_->modify(QStringLiteral("No state"), [](gp::Plan& p) { p.goodput.checkpointStateGb = 0; });
    QTRY_VERIFY(!measured->isEnabled());
    doc_->modify(QStringLiteral("A state"), [](gp::Plan& p) { p.goodput.checkpointStateGb = 100; });
    QTRY_VERIFY(measured->isEnabled());
}

QTEST_MAIN(TestSwitches)
#include "tst_switches.moc"
