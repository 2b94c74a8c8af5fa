#include "goodput/Checkpoint.h"
#include "goodput/MonteCarlo.h"
#include "goodput/PlanningModel.h"
#include "goodput/Random.h"
#include "io/Error.h"

#include <QTest>

#include <cmath>

namespace {

// Parameters with only unwarned failures, M = 1 / (n lambda) hours, no wait: Daly's setting.
gp::ModelParameters dalySetting(double mtbf, double save, double restart, double interval, double window)
{
    gp::ModelParameters p;
    p.window = window;
    p.wait = 0;
    gp::ClassParameters& failure = p.of(gp::InterruptionClass::Failure);
    failure.reschedule = restart / 2;
    failure.rate = 1.0 / mtbf;
    p.resume = restart / 2;
    p.interval = interval;
    p.save = save;
    p.nodes = 1;
    p.accelerators = 8;
    p.mfu = 1;
    return p;
}

} // namespace

class TestMonteCarlo : public QObject {
    Q_OBJECT
private slots:
    void exponentialDistribution();
    void agreesWithDalyCompleteModel_data();
    void agreesWithDalyCompleteModel();
    void agreesWithPlanningModel_data();
    void agreesWithPlanningModel();
    void reproducible();
    void timelineCoversTheWindow();
    void bucketsAddUpToWindow();
    void noInterruptions();
    void cancels();
    void eventBudget();
    void timelineNamesTheCause();
};

void TestMonteCarlo::exponentialDistribution()
{
    gp::Xoshiro256Plus rng(42);
    const auto& z = gp::ExponentialZiggurat::instance();
    const int n = 2'000'000;
    double sum = 0, sumSq = 0;
    int over3 = 0, over8 = 0;
    for (int i = 0; i < n; ++i) {
        const double x = z(rng);
        QVERIFY2(x >= 0.0 && std::isfinite(x), "exponential variate out of range");
        sum += x;
        sumSq += x * x;
        over3 += x > 3.0;
        over8 += x > 8.0; // beyond the ziggurat's base: the tail path
    }
    const double mean = sum / n;
    const double var = sumSq / n - mean * mean;
    // Standard errors: mean 1/sqrt(n) = 0.0007; variance about sqrt(8/n) = 0.002.
    QVERIFY2(std::abs(mean - 1.0) < 0.0035, qPrintable(QString::number(mean)));
    QVERIFY2(std::abs(var - 1.0) < 0.01, qPrintable(QString::number(var)));
    const double p3 = double(over3) / n; // e^-3 = 0.049787
    QVERIFY2(std::abs(p3 - std::exp(-3.0)) < 0.001, qPrintable(QString::number(p3)));
    const double p8 = double(over8) / n; // e^-8 = 0.000335
    QVERIFY2(std::abs(p8 - std::exp(-8.0)) < 0.0001, qPrintable(QString::number(p8)));
}

void TestMonteCarlo::agreesWithDalyCompleteModel_data()
{
    QTest::addColumn<double>("mtbf");
    QTest::addColumn<double>("save");
    QTest::addColumn<double>("restart");
    QTest::addColumn<double>("interval");
    QTest::newRow("M 10h, hourly") << 10.0 << 0.1 << 0.5 << 1.0;
    QTest::newRow("M 5h, half-hourly") << 5.0 << 0.05 << 0.2 << 0.5;
    QTest::newRow("M 2h, interval near M") << 2.0 << 0.1 << 0.3 << 1.5;
    QTest::newRow("M 50h, long interval") << 50.0 << 0.5 << 1.0 << 8.0;
    QTest::newRow("M 3h, long restart") << 3.0 << 0.02 << 1.5 << 0.4;
}

void TestMonteCarlo::agreesWithDalyCompleteModel()
{
    QFETCH(double, mtbf);
    QFETCH(double, save);
    QFETCH(double, restart);
    QFETCH(double, interval);
    gp::ModelParameters p = dalySetting(mtbf, save, restart, interval, 4000.0);
    p.duringRecovery = true; // Daly's assumption
    gp::SimulationOptions o;
    o.runs = 1500;
    o.seed = 11;
    o.threads = 0;
    const auto runs = gp::simulateRuns(p, o);
    double sum = 0, sumSq = 0;
    for (const auto& r : runs) {
        const double eff = r.productive / p.window;
        sum += eff;
        sumSq += eff * eff;
    }
    const double n = double(runs.size());
    const double mean = sum / n;
    const double se = std::sqrt((sumSq / n - mean * mean) / (n - 1));
    const double expected = gp::dalyEfficiency(interval, save, restart, mtbf);
    QVERIFY2(std::abs(mean - expected) < 3.0 * se,
             qPrintable(QStringLiteral("simulated %1 +- %2, Daly %3").arg(mean).arg(se).arg(expected)));
}

void TestMonteCarlo::agreesWithPlanningModel_data()
{
    QTest::addColumn<double>("unwarned");
    QTest::addColumn<double>("warned");
    QTest::addColumn<bool>("saved");
    QTest::addColumn<double>("interval");
    QTest::newRow("failures only") << 0.02 << 0.0 << false << 1.0;
    QTest::newRow("warned, saved on SIGTERM") << 0.01 << 0.04 << true << 1.0;
    QTest::newRow("warned, not saved") << 0.01 << 0.04 << false << 0.5;
    QTest::newRow("frequent checkpoints") << 0.03 << 0.0 << false << 0.1;
}

void TestMonteCarlo::agreesWithPlanningModel()
{
    QFETCH(double, unwarned);
    QFETCH(double, warned);
    QFETCH(bool, saved);
    QFETCH(double, interval);
    // 16 nodes: job MTBF 75h down to 30h. The planning model is the simulation's exact expectation: within 3
    // standard errors.
    gp::ModelParameters p;
    p.window = 720;
    p.wait = 4;
    p.resume = 0.1;
    p.interval = interval;
    p.save = 1.0 / 60.0;
    p.of(gp::InterruptionClass::Failure) = {unwarned / 24.0, 0.25, false, false, false};
    p.of(gp::InterruptionClass::Maintenance) = {warned / 24.0, 0.25, true, saved, false};
    p.nodes = 16;
    p.accelerators = 128;
    p.mfu = 0.45;
    const gp::GoodputEvaluation model = gp::evaluateModel(p);
    gp::SimulationOptions o;
    o.runs = 4000;
    o.seed = 5;
    o.threads = 0;
    const gp::SimulationResult sim = gp::simulate(p, o);
    // Within three standard errors plus the grid's own error (docs/model.md section 3: below 0.1 points; for hours,
    // 0.1 % of the window).
    auto within = [](const gp::Summary& s, double m) { return std::abs(s.mean - m) <= 3.0 * s.standardError + 1e-3; };
    auto withinHours = [](const gp::Summary& s, double m) {
        return std::abs(s.mean - m) <= 3.0 * s.standardError + 0.72;
    };
    QVERIFY2(within(sim.runtime, model.runtime), qPrintable(QString::number(sim.runtime.mean)));
    QVERIFY2(within(sim.scheduling, model.scheduling), qPrintable(QString::number(sim.scheduling.mean)));
    QVERIFY2(std::abs(sim.interruptions.mean - model.interruptions) <= 3.0 * sim.interruptions.standardError + 0.05,
             qPrintable(QString::number(sim.interruptions.mean)));
    QVERIFY2(withinHours(sim.lost, model.hours.lost), qPrintable(QString::number(sim.lost.mean)));
    QVERIFY(sim.runtime.p5 <= sim.runtime.p50 && sim.runtime.p50 <= sim.runtime.p95);
}

void TestMonteCarlo::reproducible()
{
    const gp::ModelParameters p = dalySetting(8.0, 0.1, 0.3, 1.0, 720.0);
    gp::SimulationOptions o;
    o.runs = 3000;
    o.seed = 99;
    o.threads = 1;
    const auto one = gp::simulateRuns(p, o);
    o.threads = 2;
    const auto two = gp::simulateRuns(p, o);
    QCOMPARE(one.size(), two.size());
    for (std::size_t i = 0; i < one.size(); ++i) {
        QCOMPARE(one[i].productive, two[i].productive);
        QCOMPARE(one[i].interruptions, two[i].interruptions);
    }
    o.seed = 100;
    const auto other = gp::simulateRuns(p, o);
    QVERIFY(other[0].productive != one[0].productive);
}

void TestMonteCarlo::timelineCoversTheWindow()
{
    gp::ModelParameters p = dalySetting(20.0, 0.05, 0.4, 2.0, 300.0);
    p.wait = 3.0;
    const auto segments = gp::simulateTimeline(p, 7);
    QVERIFY(!segments.empty());
    QCOMPARE(segments.front().phase, gp::Phase::Waiting);
    QCOMPARE(segments.front().start, 0.0);
    double productive = 0, lost = 0;
    for (std::size_t i = 0; i < segments.size(); ++i) {
        QVERIFY(segments[i].end > segments[i].start);
        if (i > 0)
            QVERIFY(std::abs(segments[i].start - segments[i - 1].end) < 1e-9);
        if (segments[i].phase == gp::Phase::Productive)
            productive += segments[i].end - segments[i].start;
        if (segments[i].phase == gp::Phase::Lost)
            lost += segments[i].end - segments[i].start;
    }
    QVERIFY(std::abs(segments.back().end - 300.0) < 1e-9);
    // The timeline is run 0 of the same seed.
    gp::SimulationOptions o;
    o.runs = 1;
    o.seed = 7;
    const auto record = gp::simulateRuns(p, o).front();
    QVERIFY(std::abs(record.productive - productive) < 1e-6);
    QVERIFY(std::abs(record.lost - lost) < 1e-6);
}

void TestMonteCarlo::bucketsAddUpToWindow()
{
    gp::ModelParameters p = dalySetting(3.0, 0.1, 0.7, 1.0, 100.0);
    p.wait = 2;
    p.of(gp::InterruptionClass::Maintenance) = {p.of(gp::InterruptionClass::Failure).rate, 0.2, true, true, true};
    p.of(gp::InterruptionClass::Spot) = {p.of(gp::InterruptionClass::Failure).rate, 2.0, true, false, false};
    p.spares = 2;
    p.spareSwap = 0.05;
    p.spareRepair = 3.0;
    for (bool during : {false, true}) {
        p.duringRecovery = during;
        gp::SimulationOptions o;
        o.runs = 500;
        for (const auto& r : gp::simulateRuns(p, o)) {
            const double sum = r.waiting + r.reschedule + r.resume + r.lost + r.saves + r.productive;
            QVERIFY2(std::abs(sum - 100.0) < 1e-9, qPrintable(QString::number(sum, 'g', 17)));
        }
    }
}

void TestMonteCarlo::noInterruptions()
{
    gp::ModelParameters p = dalySetting(1.0, 0.25, 0.0, 1.0, 100.0);
    p.of(gp::InterruptionClass::Failure).rate = 0;
    gp::SimulationOptions o;
    o.runs = 10;
    const gp::SimulationResult r = gp::simulate(p, o);
    QCOMPARE(r.interruptions.mean, 0.0);
    QVERIFY(std::abs(r.runtime.mean - 0.8) < 1e-12); // 80 cycles of 1h work + 15m save
}

void TestMonteCarlo::cancels()
{
    const gp::ModelParameters p = dalySetting(1.0, 0.01, 0.1, 0.2, 10000.0);
    gp::SimulationOptions o;
    o.runs = 20000;
    const gp::SimulationResult r = gp::simulate(p, o, {[] { return true; }, {}});
    QVERIFY(r.cancelled);
    QCOMPARE(r.runs, 0);
    // Cancelled as soon as the first chunk is told done (about 100 runs of 10,000 interruptions each): every thread
    // stops at its next chunk, far short of the 20,000 runs, and the result holds none.
    std::atomic<bool> stop{false};
    std::atomic<int> told{0};
    const gp::SimulationResult s = gp::simulate(p, o, {[&] { return stop.load(); }, [&](int runs) {
                                                            told.store(runs);
                                                            stop.store(true);
                                                        }});
    QVERIFY(s.cancelled);
    QCOMPARE(s.runs, 0);
    QVERIFY2(told.load() > 0 && told.load() < 2000, qPrintable(QString::number(told.load())));
}

void TestMonteCarlo::eventBudget()
{
    // A century of one-second recoveries is beyond any window's budget: refused before it starts, naming the window.
    gp::ModelParameters p = dalySetting(1.0 / 3600.0, 1.0 / 3600.0, 2.0 / 3600.0, 0.01, 1095 * 24.0);
    gp::SimulationOptions o;
    o.runs = 1;
    try {
        gp::simulate(p, o);
        QFAIL("expected the event budget to refuse");
    } catch (const gp::Error& e) {
        QCOMPARE(e.code(), gp::ErrorCode::EventBudget);
        QCOMPARE(QString::fromStdString(e.subject()), QStringLiteral("scale.window"));
    }
    QVERIFY_THROWS_EXCEPTION(gp::Error, gp::simulateTimeline(p, 1));
    // Each window within budget but too many of them: the runs are named.
    p = dalySetting(0.01, 0.001, 0.002, 0.1, 1000.0); // about 100,000 interruptions per window
    o.runs = 10000;
    try {
        gp::simulate(p, o);
        QFAIL("expected the event budget to refuse");
    } catch (const gp::Error& e) {
        QCOMPARE(QString::fromStdString(e.subject()), QStringLiteral("simulation.runs"));
    }
}

void TestMonteCarlo::timelineNamesTheCause()
{
    gp::ModelParameters p = dalySetting(10.0, 0.05, 0.4, 1.0, 500.0);
    p.of(gp::InterruptionClass::Spot) = {0.1, 3.0, true, false, false};
    bool failure = false, spot = false;
    for (const gp::TimelineSegment& s : gp::simulateTimeline(p, 3)) {
        if (s.phase == gp::Phase::Rescheduling) {
            QVERIFY(s.cause >= 0);
            failure |= s.cause == int(gp::InterruptionClass::Failure);
            spot |= s.cause == int(gp::InterruptionClass::Spot);
            // A Spot preemption reschedules for up to 3 h, a failure for 0.2 h.
            QVERIFY(s.end - s.start <= (s.cause == int(gp::InterruptionClass::Spot) ? 3.0 : 0.2) + 1e-9);
        }
        if (s.phase == gp::Phase::Productive)
            QCOMPARE(s.cause, -1);
    }
    QVERIFY(failure && spot);
}

QTEST_APPLESS_MAIN(TestMonteCarlo)
#include "tst_montecarlo.moc"
