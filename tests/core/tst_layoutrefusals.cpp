// Bad layouts and networks for the step model (docs/model.md section 23, "Bad input" and "The cluster's network"):
// each is a gp::Error naming the field, never a crash, a NaN or an infinite step. The expectations are the
// document's: any pipeline up to the layers is a layout (uneven where it does not divide them), one above them is
// refused naming "pipeline" whatever the count; a first or last stage that leaves a stage no layer names
// "first_stage_layers" or "last_stage_layers"; a network's bandwidth of zero, below zero, not finite or outside
// 0.01 to 100,000 Gb/s names its field; a plan's held pipeline above training.shape.layers names
// training.parallelism.pipeline.
#include "catalog/Catalog.h"
#include "io/Error.h"
#include "performance/LayoutSearch.h"
#include "performance/Network.h"
#include "performance/StepModel.h"
#include "plan/PlanJson.h"

#include <nlohmann/json.hpp>

#include <QTest>

#include <cmath>
#include <functional>
#include <limits>
#include <numeric>

Q_DECLARE_METATYPE(gp::ErrorCode)

namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
constexpr double kInf = std::numeric_limits<double>::infinity();

struct Refusal {
    bool thrown = false;
    gp::ErrorCode code = gp::ErrorCode::NotANumber;
    QString field;
    QString detail;
};

Refusal refusalOf(const std::function<void()>& f)
{
    try {
        f();
    } catch (const gp::Error& e) {
        return {true, e.code(), QString::fromStdString(e.subject()), QString::fromStdString(e.detail())};
    }
    return {};
}

// Llama 3 8B's dense shape without its vocabulary: 32 layers, h 4096, 32 heads, s 4096; 1,024 sequences a step.
gp::StepJob eightB(double accelerators)
{
    gp::StepJob job;
    job.shape.parameters = 8e9;
    job.shape.layers = 32;
    job.shape.hidden = 4096;
    job.shape.heads = 32;
    job.shape.seqLen = 4096;
    job.globalBatchTokens = 4096.0 * 1024;
    job.accelerators = accelerators;
    return job;
}

const gp::Fabric& h100()
{
    static const gp::Fabric f = gp::fabricOf(*gp::builtinCatalog().find("h100-80gb"), gp::Precision::Half);
    return f;
}

gp::Layout layout(int tensor, int pipeline, int data)
{
    gp::Layout l;
    l.tensor = tensor;
    l.pipeline = pipeline;
    l.data = data;
    return l;
}

// A plan of 70B on 512 H100 with Llama 2 70B's 80 layers, its training section changed by `edit`.
nlohmann::json seventyBPlan(const std::function<void(nlohmann::json&)>& edit)
{
    nlohmann::json j = nlohmann::json::parse(R"({"format": "goodput-planner-plan", "version": 3,
        "scale": {"nodes": 64, "accelerators_per_node": 8, "window": "14d"},
        "training": {"parameters": 7e10, "tokens": 1.4e12,
                     "shape": {"layers": 80, "heads": 64, "head_dim": 128, "seq_len": 4096, "kv_heads": 8}}})");
    edit(j["training"]);
    return j;
}

bool finiteStep(const gp::StepTime& st)
{
    return std::isfinite(st.stepSeconds) && st.stepSeconds > 0 && std::isfinite(st.mfu) && std::isfinite(st.hfu) &&
           std::isfinite(st.memoryGb) && std::isfinite(st.breakdown.total());
}

} // namespace

class TestLayoutRefusals : public QObject {
    Q_OBJECT
private slots:
    void pipelineUpToTheLayers();
    void pipelineAboveTheLayers();
    void aPlanHoldsNoMoreStagesThanLayers();
    void unevenStagesLeaveNoStageEmpty_data();
    void unevenStagesLeaveNoStageEmpty();
    void badNetworks_data();
    void badNetworks();
    void badFabrics_data();
    void badFabrics();
    void aPlansNetworkAndCustomRow();
    void extremesStayFinite();
};

void TestLayoutRefusals::pipelineUpToTheLayers()
{
    // 24 stages of 32 layers (t 2, d 1 on 48): T = ceil(34 / 24) = 2 slots a stage, the first and last 1 layer,
    // the surplus 48 - 2 - 32 = 14 one layer off each of the earliest middle stages: 1 + 1x14 + 2x8 + 1,
    // written 1x15 + 2x8 + 1.
    const gp::StepTime st = gp::stepTime(eightB(48), h100(), layout(2, 24, 1));
    QVERIFY(finiteStep(st));
    const std::vector<int> stages = st.stages.layers();
    QCOMPARE(int(stages.size()), 24);
    QCOMPARE(std::accumulate(stages.begin(), stages.end(), 0), 32);
    QCOMPARE(QString::fromStdString(gp::stageSplitText(st.stages)), QStringLiteral("1\u00d715 + 2\u00d78 + 1"));
    // As many stages as layers: one each.
    const gp::StepTime one = gp::stepTime(eightB(32), h100(), layout(1, 32, 1));
    QVERIFY(finiteStep(one));
    QCOMPARE(one.stages.most(), 1);
}

void TestLayoutRefusals::pipelineAboveTheLayers()
{
    // 40 stages of 32 layers on 64 accelerators: 40 divides neither, and the layers are what no count can mend.
    for (const auto& [t, p, g] : {std::tuple{1, 40, 64}, std::tuple{1, 33, 33}, std::tuple{2, 64, 128}}) {
        const Refusal r = refusalOf([&] { gp::stepTime(eightB(g), h100(), layout(t, p, 1)); });
        QVERIFY2(r.thrown, qPrintable(QString::number(p)));
        QCOMPARE(r.code, gp::ErrorCode::OutOfRange);
        QCOMPARE(r.field, QStringLiteral("pipeline"));
        QVERIFY2(r.detail.contains(QStringLiteral("at most the 32 layers")), qPrintable(r.detail));
    }
    // The search with the pipeline held says the same.
    gp::LayoutChoices held;
    held.pipeline = 40;
    const Refusal search = refusalOf([&] { gp::searchLayouts(eightB(64), h100(), held); });
    QCOMPARE(search.field, QStringLiteral("pipeline"));
    QVERIFY2(search.detail.contains(QStringLiteral("32 layers")), qPrintable(search.detail));
    QCOMPARE(refusalOf([] { gp::stageSplit(32, 40); }).field, QStringLiteral("pipeline"));
    QCOMPARE(refusalOf([] { gp::stageSplit(32, 0); }).code, gp::ErrorCode::NotPositive);
    // The search never offers more stages than layers.
    for (const gp::StepTime& st : gp::searchLayouts(eightB(64), h100(), {}, 20))
        QVERIFY(st.layout.pipeline <= 32);
}

void TestLayoutRefusals::aPlanHoldsNoMoreStagesThanLayers()
{
    const auto refusal = [](const char* parallelism) {
        return refusalOf([&] {
            gp::planFromJson(seventyBPlan([&](nlohmann::json& t) { t["parallelism"] = nlohmann::json::parse(parallelism); }));
        });
    };
    for (const char* held : {R"({"tensor": 1, "pipeline": 100})", R"({"pipeline": 81})",
                             R"({"tensor": 4, "pipeline": 128, "search": false})"}) {
        const Refusal r = refusal(held);
        QVERIFY2(r.thrown, held);
        QCOMPARE(r.code, gp::ErrorCode::OutOfRange);
        QCOMPARE(r.field, QStringLiteral("training.parallelism.pipeline"));
        QVERIFY2(r.detail.contains(QStringLiteral("80 layers")), qPrintable(r.detail));
    }
    // 80 stages of 80 layers, and 50 (uneven), are layouts.
    QVERIFY(!refusal(R"({"pipeline": 80})").thrown);
    QVERIFY(!refusal(R"({"tensor": 2, "pipeline": 50})").thrown);
    // With the search on the plan's degrees are not held: the search chooses the stages.
    QVERIFY(!refusal(R"({"pipeline": 100, "search": true})").thrown);
    // Without a shape there are no layers to count.
    const Refusal noShape = refusalOf([] {
        gp::planFromJson(seventyBPlan([](nlohmann::json& t) {
            t.erase("shape");
            t["parallelism"] = {{"pipeline", 100}};
        }));
    });
    QVERIFY(!noShape.thrown);
}

void TestLayoutRefusals::unevenStagesLeaveNoStageEmpty_data()
{
    QTest::addColumn<int>("pipeline");
    QTest::addColumn<int>("first");
    QTest::addColumn<int>("last");
    QTest::addColumn<QString>("field");
    QTest::addColumn<gp::ErrorCode>("code");
    using C = gp::ErrorCode;
    const QString first = QStringLiteral("first_stage_layers"), last = QStringLiteral("last_stage_layers");
    // 32 layers on 8 stages: the first and last hold at most 32 - 6 = 26 between them, one each at least.
    QTest::newRow("first alone leaves the middle none") << 8 << 30 << 0 << first << C::OutOfRange;
    QTest::newRow("last alone leaves the middle none") << 8 << 0 << 30 << last << C::OutOfRange;
    QTest::newRow("a fair first, a last too many") << 8 << 5 << 26 << last << C::OutOfRange;
    QTest::newRow("both fair alone, too many together") << 8 << 14 << 14 << first << C::OutOfRange;
    QTest::newRow("a first too many, a fair last") << 8 << 26 << 1 << first << C::OutOfRange;
    QTest::newRow("two stages: the first takes all") << 2 << 32 << 0 << first << C::OutOfRange;
    QTest::newRow("two stages: the last takes all") << 2 << 0 << 32 << last << C::OutOfRange;
    QTest::newRow("two stages that do not sum to the layers") << 2 << 10 << 10 << first << C::OutOfRange;
    QTest::newRow("one stage holds all") << 1 << 0 << 3 << last << C::OutOfRange;
    QTest::newRow("one stage, a first of fewer") << 1 << 31 << 0 << first << C::OutOfRange;
    QTest::newRow("negative first") << 8 << -1 << 0 << first << C::Negative;
    QTest::newRow("negative last") << 8 << 4 << -4 << last << C::Negative;
    QTest::newRow("a first above any count") << 8 << std::numeric_limits<int>::max() << 0 << first << C::OutOfRange;
    QTest::newRow("both above any count") << 8 << std::numeric_limits<int>::max() << std::numeric_limits<int>::max()
                                          << first << C::OutOfRange;
    QTest::newRow("accepted: 2 + 4x2 + 5x4 + 2") << 8 << 2 << 2 << QString() << C::NotANumber;
    QTest::newRow("accepted: one stage of all") << 1 << 32 << 0 << QString() << C::NotANumber;
}

void TestLayoutRefusals::unevenStagesLeaveNoStageEmpty()
{
    QFETCH(int, pipeline);
    QFETCH(int, first);
    QFETCH(int, last);
    QFETCH(QString, field);
    QFETCH(gp::ErrorCode, code);
    const Refusal split = refusalOf([&] { gp::stageSplit(32, pipeline, first, last); });
    QCOMPARE(split.field, field);
    QCOMPARE(split.code, code);
    if (split.thrown && code == gp::ErrorCode::OutOfRange)
        QVERIFY2(split.detail.contains(QStringLiteral("32 layers")), qPrintable(split.detail));
    if (!split.thrown) {
        const std::vector<int> stages = gp::stageSplit(32, pipeline, first, last).layers();
        QCOMPARE(std::accumulate(stages.begin(), stages.end(), 0), 32);
        for (int n : stages)
            QVERIFY(n >= 1);
    }
    // The step model's layout check says the same, on a job the layout divides.
    gp::Layout l = layout(1, pipeline, 64 / pipeline);
    l.firstStageLayers = first;
    l.lastStageLayers = last;
    const Refusal step = refusalOf([&] { gp::stepTime(eightB(64), h100(), l); });
    QCOMPARE(step.field, field);
    QCOMPARE(step.code, code);
}

void TestLayoutRefusals::badNetworks_data()
{
    QTest::addColumn<double>("scaleOut");
    QTest::addColumn<double>("domain");
    QTest::addColumn<QString>("field");
    QTest::addColumn<gp::ErrorCode>("code");
    using C = gp::ErrorCode;
    const QString out = QStringLiteral("training.network.scale_out_gbps");
    const QString dom = QStringLiteral("training.network.scale_up_domain");
    QTest::newRow("zero") << 0.0 << 8.0 << out << C::NotPositive;
    QTest::newRow("negative zero") << -0.0 << 8.0 << out << C::NotPositive;
    QTest::newRow("negative") << -1.0 << 8.0 << out << C::NotPositive;
    QTest::newRow("NaN") << kNaN << 8.0 << out << C::NotFinite;
    QTest::newRow("infinite") << kInf << 8.0 << out << C::NotFinite;
    QTest::newRow("minus infinity") << -kInf << 8.0 << out << C::NotFinite;
    QTest::newRow("denormal") << 1e-320 << 8.0 << out << C::OutOfRange;
    QTest::newRow("below 10 Mb/s") << 0.005 << 8.0 << out << C::OutOfRange;
    QTest::newRow("above 100 Tb/s") << 1e6 << 8.0 << out << C::OutOfRange;
    QTest::newRow("the largest double") << std::numeric_limits<double>::max() << 8.0 << out << C::OutOfRange;
    QTest::newRow("domain of zero") << 100.0 << 0.0 << dom << C::OutOfRange;
    QTest::newRow("domain negative") << 100.0 << -8.0 << dom << C::OutOfRange;
    QTest::newRow("domain of a fraction") << 100.0 << 2.5 << dom << C::OutOfRange;
    QTest::newRow("domain NaN") << 100.0 << kNaN << dom << C::NotFinite;
    QTest::newRow("domain infinite") << 100.0 << kInf << dom << C::NotFinite;
    QTest::newRow("domain above 100,000") << 100.0 << 1e9 << dom << C::OutOfRange;
    QTest::newRow("accepted: the least") << 0.01 << 1.0 << QString() << C::NotANumber;
    QTest::newRow("accepted: the most") << 1e5 << 1e5 << QString() << C::NotANumber;
}

void TestLayoutRefusals::badNetworks()
{
    QFETCH(double, scaleOut);
    QFETCH(double, domain);
    QFETCH(QString, field);
    QFETCH(gp::ErrorCode, code);
    gp::ClusterNetwork n;
    n.scaleOutGbps = scaleOut;
    n.scaleUpDomain = domain;
    const Refusal r = refusalOf([&] { gp::checkNetwork(n); });
    QCOMPARE(r.field, field);
    QCOMPARE(r.code, code);
    // The copy the step model reads refuses it too, and a network it takes gives a finite step.
    const gp::Accelerator& a = *gp::builtinCatalog().find("h100-80gb");
    const Refusal copy = refusalOf([&] { gp::withNetwork(a, n); });
    QCOMPARE(copy.field, field);
    if (!r.thrown) {
        const gp::Fabric f = gp::fabricOf(gp::withNetwork(a, n), gp::Precision::Half);
        QVERIFY(finiteStep(gp::stepTime(eightB(64), f, layout(1, 1, 64))));
    }
}

void TestLayoutRefusals::badFabrics_data()
{
    QTest::addColumn<QString>("field");
    QTest::addColumn<double>("value");
    QTest::addColumn<gp::ErrorCode>("code");
    using C = gp::ErrorCode;
    const QString out = QStringLiteral("scale_out_gbps"), up = QStringLiteral("scale_up_gbps");
    QTest::newRow("scale-out zero") << out << 0.0 << C::NotPositive;
    QTest::newRow("scale-out negative") << out << -1e9 << C::NotPositive;
    QTest::newRow("scale-out NaN") << out << kNaN << C::NotFinite;
    QTest::newRow("scale-out infinite") << out << kInf << C::NotFinite;
    QTest::newRow("scale-out denormal") << out << 1e-320 << C::OutOfRange;
    QTest::newRow("scale-out absurd") << out << 1e20 << C::OutOfRange;
    QTest::newRow("scale-up zero") << up << 0.0 << C::NotPositive;
    QTest::newRow("scale-up NaN") << up << kNaN << C::NotFinite;
    QTest::newRow("domain zero") << QStringLiteral("scale_up_domain") << 0.0 << C::NotPositive;
    QTest::newRow("domain of a fraction") << QStringLiteral("scale_up_domain") << 2.5 << C::NotAnInteger;
    QTest::newRow("domain NaN") << QStringLiteral("scale_up_domain") << kNaN << C::NotFinite;
    QTest::newRow("memory bandwidth infinite") << QStringLiteral("memory_bandwidth_gbps") << kInf << C::NotFinite;
    QTest::newRow("peak zero") << QStringLiteral("peak_tflops") << 0.0 << C::NotPositive;
    QTest::newRow("efficiency above 1") << QStringLiteral("matrix_efficiency") << 1.5 << C::OutOfRange;
}

void TestLayoutRefusals::badFabrics()
{
    QFETCH(QString, field);
    QFETCH(double, value);
    QFETCH(gp::ErrorCode, code);
    gp::Fabric f = h100();
    double* figure = field == QLatin1String("scale_out_gbps")          ? &f.scaleOutBandwidth
                     : field == QLatin1String("scale_up_gbps")         ? &f.scaleUpBandwidth
                     : field == QLatin1String("scale_up_domain")       ? &f.scaleUpDomain
                     : field == QLatin1String("memory_bandwidth_gbps") ? &f.memoryBandwidth
                     : field == QLatin1String("peak_tflops")           ? &f.peakFlops
                                                                       : &f.matrixEfficiency;
    *figure = value;
    // A layout whose data-parallel reduction crosses the scale-out network: t 8 in one node, d 8 over nodes.
    const Refusal step = refusalOf([&] { gp::stepTime(eightB(64), f, layout(8, 1, 8)); });
    QCOMPARE(step.field, field);
    QCOMPARE(step.code, code);
    const Refusal search = refusalOf([&] { gp::searchLayouts(eightB(64), f, {}); });
    QCOMPARE(search.field, field);
    // From a catalog row the row's field is named.
    gp::Accelerator a = *gp::builtinCatalog().find("h100-80gb");
    if (field == QLatin1String("scale_out_gbps") || field == QLatin1String("scale_up_gbps")) {
        (field == QLatin1String("scale_up_gbps") ? a.scaleUpGbps : a.scaleOutGbps) = value; // as GB/s: the same refusal
        const Refusal row = refusalOf([&] { gp::fabricOf(a, gp::Precision::Half); });
        QCOMPARE(row.field, QStringLiteral("accelerator 'h100-80gb'.") + field);
        QCOMPARE(row.code, code);
    }
    if (field == QLatin1String("scale_up_gbps")) { // a row without it, whose interconnect gives no rate either
        a.scaleUpGbps.reset();
        a.interconnectGbps = value * 2;
        const Refusal row = refusalOf([&] { gp::fabricOf(a, gp::Precision::Half); });
        QCOMPARE(row.field, QStringLiteral("accelerator 'h100-80gb'.scale_up_gbps"));
        QCOMPARE(row.code, gp::ErrorCode::MissingField);
    }
}

void TestLayoutRefusals::aPlansNetworkAndCustomRow()
{
    // 1e400 is no double: the plan file is refused as JSON, at its byte.
    std::string huge = seventyBPlan([](nlohmann::json&) {}).dump();
    const std::size_t shape = huge.find("\"shape\":");
    QVERIFY(shape != std::string::npos);
    huge.insert(shape, R"("network":{"scale_out_gbps":1e400},)");
    const Refusal json = refusalOf([&] { gp::planFromText(huge, "huge.gpplan"); });
    QCOMPARE(json.code, gp::ErrorCode::JsonSyntax);
    huge.replace(huge.find("1e400"), 5, "1e300");
    QCOMPARE(refusalOf([&] { gp::planFromText(huge, "huge.gpplan"); }).field,
             QStringLiteral("training.network.scale_out_gbps"));
    // The plan's network by its path.
    for (const char* network : {R"({"scale_out_gbps": 0})", R"({"scale_out_gbps": -1})", R"({"scale_out_gbps": 1e300})",
                                R"({"scale_out_gbps": 0.001})", R"({"preset": "a3-mega", "scale_out_gbps": 0})"}) {
        const Refusal r = refusalOf([&] {
            gp::planFromJson(seventyBPlan([&](nlohmann::json& t) { t["network"] = nlohmann::json::parse(network); }));
        });
        QCOMPARE(r.field, QStringLiteral("training.network.scale_out_gbps"));
    }
    // A custom accelerator's network figures, refused naming the row's field.
    nlohmann::json row = gp::acceleratorToJson(*gp::builtinCatalog().find("h100-80gb"));
    row["id"] = "my-gpu";
    row["custom"] = true;
    for (const auto& [key, value] : {std::pair{"scale_out_gbps", 0.0}, std::pair{"scale_out_gbps", -12.5},
                                     std::pair{"scale_up_gbps", 0.0}, std::pair{"scale_up_domain", 0.0},
                                     std::pair{"scale_out_gbps", 1e300}}) {
        nlohmann::json custom = row;
        custom[key] = value;
        nlohmann::json plan = seventyBPlan([](nlohmann::json& t) { t["accelerator"] = "my-gpu"; });
        plan["custom_accelerators"] = nlohmann::json::array({custom});
        const Refusal r = refusalOf([&] { gp::planFromJson(plan); });
        QVERIFY2(r.thrown, key);
        QVERIFY2(r.field.endsWith(QStringLiteral("accelerator 'my-gpu'.") + QLatin1String(key)), qPrintable(r.field));
    }
}

void TestLayoutRefusals::extremesStayFinite()
{
    // The job's limits, 1e16 parameters and 1e10 tokens a step: beyond them refused, at them a finite step.
    gp::StepJob big = eightB(64);
    big.shape.parameters = 1e17;
    QCOMPARE(refusalOf([&] { gp::stepTime(big, h100(), layout(1, 1, 64)); }).field, QStringLiteral("params"));
    big = eightB(64);
    big.globalBatchTokens = 4e300;
    QCOMPARE(refusalOf([&] { gp::stepTime(big, h100(), layout(1, 1, 64)); }).field,
             QStringLiteral("global_batch_tokens"));
    big.shape.parameters = 1e16;
    big.globalBatchTokens = 4096.0 * 2441344; // below 1e10 tokens, 64 x 38,146 sequences
    gp::Fabric slow = h100();
    slow.scaleOutBandwidth = 1e6; // the catalog's least, 1 MB/s
    slow.scaleUpBandwidth = 1e6;
    slow.memoryBandwidth = 1e6;
    slow.peakFlops = 1e9;
    slow.matrixEfficiency = 1e-3;
    for (const gp::Layout& l : {layout(1, 1, 64), layout(2, 32, 1), layout(8, 1, 8)}) {
        big.accelerators = l.tensor * l.pipeline * l.data;
        for (const gp::Fabric& f : {h100(), slow})
            QVERIFY(finiteStep(gp::stepTime(big, f, l)));
    }
}

QTEST_APPLESS_MAIN(TestLayoutRefusals)
#include "tst_layoutrefusals.moc"
