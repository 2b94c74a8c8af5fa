#include "catalog/Catalog.h"
#include "io/Error.h"
#include "performance/LayoutSearch.h"
#include "training/RunLayout.h"
#include "performance/StepModel.h"
#include "RoundCase.h"

#include <nlohmann/json.hpp>

#include <QTest>

#include <algorithm>
#include <cmath>
#include <numeric>
#include <fstream>
#include <map>
#include <sstream>

// The step-time model of docs/model.md section 23, against the published runs of tests/data/performance (their
// sources in the file), a breakdown worked out by hand, its trends and its refusals.
class TestPerformance : public QObject {
    Q_OBJECT
private slots:
    void publishedRuns_data();
    void publishedRuns();
    void calibrationAndChecksAreBothThere();
    void llama3On16384H100FitsAsMetaRanIt();
    void handWorkedBreakdown();
    void stageSplits_data();
    void stageSplits();
    void slowestStageSetsThePace();
    void badSplitsNameTheirField();
    void llama3On8192H100FindsUnevenStages();
    void moreReplicasAtAFixedBatchLowerMfu();
    void unevenStagesAddNodeCounts();
    void recomputationLowersMfuAndRaisesHfu();
    void seventyBillionOn512H100HasAFeasibleLayout();
    void multisliceGoesOverTheDataCentreNetwork();
    void moreSlicesWaitForTheSlowest();
    void topLayoutsAreOrderedAndFit();
    void badLayouts_data();
    void badLayouts();
    void neverNanNorAboveTheMatrixEfficiency();
    void catalogCarriesTheFabric();
    void acceleratorWithoutTheFiguresIsNamed();
};

namespace {

nlohmann::json loadRuns()
{
    std::ifstream in(GOODPUT_TEST_DATA "/performance/published-runs.json");
    std::stringstream text;
    text << in.rdbuf();
    return nlohmann::json::parse(text.str());
}

gp::Fabric clusterFabric(const nlohmann::json& cluster)
{
    gp::Fabric f;
    if (cluster.contains("catalog")) {
        const gp::Accelerator* a = gp::builtinCatalog().find(cluster["catalog"].get<std::string>());
        f = gp::fabricOf(*a, gp::Precision::Half);
    } else {
        f.peakFlops = cluster["peak_tflops"].get<double>() * 1e12;
        f.matrixEfficiency = cluster["matrix_efficiency"].get<double>();
        f.memoryGb = cluster["memory_gb"].get<double>();
        f.memoryBandwidth = cluster["memory_bandwidth_gbps"].get<double>() * 1e9;
        f.scaleUpBandwidth = cluster["scale_up_gbps"].get<double>() * 1e9;
        f.perNode = cluster["per_node"].get<double>();
        f.slices = true; // TPU v4's pods, joined by the data-centre network, as the held-out script enters them
    }
    f.scaleUpDomain = cluster["scale_up_domain"].get<double>();
    f.scaleOutBandwidth = cluster["scale_out_gbps"].get<double>() * 1e9;
    return f;
}

gp::StepJob jobOf(const nlohmann::json& r)
{
    gp::StepJob job;
    job.shape.parameters = r["params"].get<double>();
    job.shape.layers = r["layers"].get<double>();
    job.shape.hidden = r["hidden"].get<double>();
    job.shape.heads = r["heads"].get<double>();
    job.shape.kvHeads = r.value("kv_heads", 0.0);
    job.shape.seqLen = r["sequence"].get<double>();
    job.shape.vocabulary = r["vocab"].get<double>();
    job.shape.fusedAttention = r["fused_attention"].get<bool>();
    job.globalBatchTokens = r["global_batch_tokens"].get<double>();
    job.accelerators = r["accelerators"].get<double>();
    return job;
}

gp::Layout layoutOf(const nlohmann::json& r)
{
    gp::Layout l;
    l.tensor = r["tensor"].get<int>();
    l.pipeline = r["pipeline"].get<int>();
    l.context = r["context"].get<int>();
    l.microBatch = r["micro_batch"].get<int>();
    l.interleave = r["interleave"].get<int>();
    l.data = r["accelerators"].get<int>() / (l.tensor * l.pipeline * l.context);
    gp::parseSharding(r["sharding"].get<std::string>(), l.sharding);
    gp::parseRecompute(r["recompute"].get<std::string>(), l.recompute);
    return l;
}

// The 70B case of the search: Llama 2 70B's shape, 4M tokens a step (Touvron et al. 2023: 4M-token batches).
gp::StepJob seventyB()
{
    gp::StepJob job;
    job.shape = {70e9, 80, 8192, 64, 8, 4096, 32000, true};
    job.globalBatchTokens = 1024 * 4096;
    job.accelerators = 512;
    return job;
}

const gp::Fabric& h100()
{
    static const gp::Fabric f = gp::fabricOf(*gp::builtinCatalog().find("h100-80gb"), gp::Precision::Half);
    return f;
}

// The hand-worked cases (RoundCase.h) as t 2, p 2, d 2, micro-batch 2.
using gptest::roundFabric;
using gptest::roundJob;

gp::Layout roundLayout()
{
    gp::Layout l;
    l.tensor = 2;
    l.pipeline = 2;
    l.data = 2;
    l.microBatch = 2;
    return l;
}

} // namespace

void TestPerformance::publishedRuns_data()
{
    QTest::addColumn<int>("index");
    const nlohmann::json doc = loadRuns();
    for (std::size_t i = 0; i < doc["runs"].size(); ++i)
        QTest::newRow(doc["runs"][i]["name"].get<std::string>().c_str()) << static_cast<int>(i);
}

void TestPerformance::publishedRuns()
{
    QFETCH(int, index);
    const nlohmann::json doc = loadRuns();
    const nlohmann::json& r = doc["runs"][static_cast<std::size_t>(index)];
    QVERIFY(!r["source"].get<std::string>().empty());
    // The 5-point bound holds the frameworks the model was built against. The other frameworks' runs (Megatron-Core,
    // llm-foundry, MaxText) and the runs the model cannot express as entered are a measurement of its held-out
    // error, tests/performance/heldout_error.py, not a bound it is held to yet.
    const std::string framework = r.value("framework", std::string());
    if (framework != "megatron-lm" && framework != "meta" && framework != "t5x/pax")
        QSKIP("a framework the bound does not cover: see tests/performance/heldout_error.py");
    if (!r.value("expressible", true))
        QSKIP("not expressible by the model as entered: see the run's not_expressible");
    const gp::Fabric f = clusterFabric(doc["clusters"][r["accelerator"].get<std::string>()]);
    const gp::StepTime st = gp::stepTime(jobOf(r), f, layoutOf(r));
    const nlohmann::json& pub = r["published"];
    // A published TFLOP/s counting the recomputation (Megatron-LM's eq. 3) is a hardware rate: the model's own
    // FLOPs over the step give its MFU, the hardware's its HFU.
    double mfu = pub.value("mfu", 0.0), hfu = pub.value("hfu", 0.0);
    if (pub.contains("tflops_per_accelerator") && pub["counts"] == "hardware") {
        hfu = pub["tflops_per_accelerator"].get<double>() * 1e12 / f.peakFlops;
        mfu = hfu * st.mfu / st.hfu;
    }
    qInfo("%-48s %-9s t%d p%d c%d d%d b%d v%d %-9s published MFU %5.1f %%, predicted %5.1f %% (HFU %5.1f %%)",
          r["name"].get<std::string>().c_str(), r["role"].get<std::string>().c_str(), st.layout.tensor,
          st.layout.pipeline, st.layout.context, st.layout.data, st.layout.microBatch, st.layout.interleave,
          std::string(gp::recomputeId(st.layout.recompute)).c_str(), mfu * 100, st.mfu * 100, st.hfu * 100);
    QVERIFY2(std::abs(st.mfu - mfu) <= 0.05, qPrintable(QStringLiteral("MFU %1 against %2").arg(st.mfu).arg(mfu)));
    if (hfu > 0)
        QVERIFY2(std::abs(st.hfu - hfu) <= 0.05, qPrintable(QStringLiteral("HFU %1 against %2").arg(st.hfu).arg(hfu)));
}

void TestPerformance::calibrationAndChecksAreBothThere()
{
    // docs/model.md section 23: 22 runs calibrate, the rest are held out; at least six checks on three
    // accelerators, from 8 to 16,384 of them.
    int calibration = 0, checks = 0;
    double fewest = 1e9, most = 0;
    const nlohmann::json doc = loadRuns();
    for (const auto& r : doc["runs"]) {
        (r["role"] == "calibration" ? calibration : checks) += 1;
        fewest = std::min(fewest, r["accelerators"].get<double>());
        most = std::max(most, r["accelerators"].get<double>());
    }
    QCOMPARE(calibration, 22); // at most a third of the runs
    QVERIFY(checks >= 6);
    QCOMPARE(fewest, 8.0);
    QCOMPARE(most, 16384.0);
}

// Llama 3 405B as Meta ran it on 16,384 H100 (Llama 3 report, section 3.3.2 and table 4): t 8, p 16 as 7 + 8x14 + 7,
// d 128, v 8, micro-batch 1, no recomputation. With sequence parallelism's 34 / t bytes a token-hidden and 1F1B's
// 15 x 8 = 120 layers in flight on the second stage, 64.4 + 6.8 (ZeRO-2 states) GB: within the 80 GB.
void TestPerformance::llama3On16384H100FitsAsMetaRanIt()
{
    gp::StepJob job;
    job.shape = {405.85e9, 126, 16384, 128, 8, 8192, 128256, true};
    job.globalBatchTokens = 16777216;
    job.accelerators = 16384;
    gp::Fabric f = h100();
    f.scaleOutBandwidth = 50e9;
    gp::Layout l;
    l.tensor = 8;
    l.pipeline = 16;
    l.data = 128;
    l.interleave = 8;
    l.sharding = gp::Sharding::Zero2;
    const gp::StepTime st = gp::stepTime(job, f, l);
    QCOMPARE(QString::fromStdString(gp::stageSplitText(st.stages)), QStringLiteral("7 + 8\u00d714 + 7"));
    QVERIFY2(st.memoryGb <= 80.0, qPrintable(QString::number(st.memoryGb)));
    QVERIFY2(st.memoryGb > 70.0, qPrintable(QString::number(st.memoryGb)));
    // Published 41 % MFU (table 4).
    QVERIFY2(std::abs(st.mfu - 0.41) < 0.05, qPrintable(QString::number(st.mfu)));
}

void TestPerformance::handWorkedBreakdown()
{
    // A made-up accelerator of round figures: 100 TFLOP/s at 0.5, 1 TB/s of HBM, 100 GB/s each way inside a
    // domain of 4, 10 GB/s out of it. A 1e9-parameter model, 4 layers, h 1024, 8 heads, s 1024, fused attention,
    // 16 sequences a step on 8 accelerators as t 2, p 2, d 2, micro-batch 2: m = 16 / 2 / 2 = 4.
    const gp::Fabric f = roundFabric();
    gp::StepJob job = roundJob(4);
    gp::Layout l = roundLayout();
    const gp::StepTime st = gp::stepTime(job, f, l);
    QCOMPARE(st.microBatches, 4.0);
    // Model FLOPs a token 6e9 + 12 x 4 x 1024 x 1024 = 6,050,331,648, of which attention 50,331,648 at 0.63 of
    // the matrix rate: 16,384 x (6e9 + 50,331,648 / 0.63) / (8 x 100e12 x 0.5) = 0.249032 s; the elementwise
    // traffic 8.5 x (1024 x 2 x 1024 x 34 / 2 bytes) x 2 layers x 4 micro-batches / 1e12 = 0.002424 s.
    QVERIFY(std::abs(st.breakdown.compute - 0.2514567) < 1e-6);
    // Tensor parallel: 4 all-reduces a layer of 2 x (1/2) x 2 x 2048 x 1024 = 4,194,304 bytes, 2 layers, 4
    // micro-batches, at 100 GB/s x 0.8: 32 x 4,194,304 / 8e10 = 0.0016777 s.
    QVERIFY(std::abs(st.breakdown.tensorParallel - 0.0016777) < 1e-6);
    // Bubble: (p - 1) / (v m) = 1/4 of the work (0.2531344 s): 0.0632836 s.
    QVERIFY(std::abs(st.breakdown.pipelineBubble - 0.0632836) < 1e-6);
    // Point to point: t x p = 4 fits the domain; 4 micro-batches x 2 of 2 x 2048 x 1024 / 2 bytes at 8e10 B/s.
    QVERIFY(std::abs(st.breakdown.pipelineP2p - 0.0002097) < 1e-6);
    // Data parallel: the two replicas sit in two domains. The distributed optimizer (ZeRO-1) reduce-scatters the FP32
    // gradients of 1e9 / 4 parameters, (1/2) x 1e9 / (10e9 x 0.8) = 0.0625 s, behind the last backward pass, 2/3 x
    // 0.2531344 / 4 = 0.0421891 s; and all-gathers the 16-bit weights, 0.03125 s, behind the first forward pass,
    // 0.0210945 s (the last 40M-parameter bucket, 16 %, is less than either remainder): 0.0304664 s exposed.
    QVERIFY(std::abs(st.breakdown.dataParallel - 0.0304664) < 1e-6);
    QCOMPARE(st.breakdown.recompute, 0.0);
    QCOMPARE(st.breakdown.contextParallel, 0.0);
    // Step 0.3470941 s: 47,203.3 tokens/s, MFU 47,203.3 x 6,050,331,648 / 8e14 = 35.70 %.
    QVERIFY(std::abs(st.stepSeconds - 0.3470941) < 1e-6);
    QVERIFY(std::abs(st.mfu - 0.3569949) < 1e-6);
    QCOMPARE(st.hfu, st.mfu);
    // Memory (MemoryFit): ZeRO-1 states 2.5e8 x (4 + 12 / 2) bytes = 2.5 GB; activations 4 layers x 2,097,152 x
    // 34 / 2 bytes (sequence parallelism) without the attention scores a fused kernel never writes: 0.142606 GB.
    QVERIFY(std::abs(st.memoryGb - 2.642606) < 1e-5);
    QVERIFY(st.fits);
}

void TestPerformance::stageSplits_data()
{
    QTest::addColumn<int>("layers");
    QTest::addColumn<int>("pipeline");
    QTest::addColumn<QString>("split");
    // T = ceil((L + 2) / p) slots a stage, the embedding and the loss one each; the surplus p T - 2 - L off the
    // earliest middle stages, then off the first.
    // 126 + 2 = 128 slots of 8: 7 + 8 x 14 + 7 (Llama 3 405B as Meta ran it).
    QTest::newRow("Llama 3 405B, 126 on 16") << 126 << 16 << QStringLiteral("7 + 8\u00d714 + 7");
    // 70 + 2 = 72 slots of 6: 5 + 6 x 10 + 5 (BLOOM-176B's 12 stages).
    QTest::newRow("BLOOM-176B, 70 on 12") << 70 << 12 << QStringLiteral("5 + 6\u00d710 + 5");
    // T = ceil(82 / 16) = 6, surplus 16 x 6 - 82 = 14, one off each middle stage: the even split, as before.
    QTest::newRow("80 on 16, even") << 80 << 16 << QStringLiteral("5\u00d716");
    // T = ceil(82 / 9) = 10, surplus 8: one off each of the 7 middle stages and one off the first.
    QTest::newRow("80 on 9") << 80 << 9 << QStringLiteral("8 + 9\u00d78");
    // T = ceil(7 / 2) = 4, surplus 1 off the first: 2 + 3.
    QTest::newRow("5 on 2") << 5 << 2 << QStringLiteral("2 + 3");
    // T = 2, surplus 6 off the earliest 6 of the 7 middle stages.
    QTest::newRow("10 on 9") << 10 << 9 << QStringLiteral("1\u00d77 + 2 + 1");
    QTest::newRow("one layer a stage") << 10 << 10 << QStringLiteral("1\u00d710");
    QTest::newRow("no pipeline") << 126 << 1 << QStringLiteral("126");
}

void TestPerformance::stageSplits()
{
    QFETCH(int, layers);
    QFETCH(int, pipeline);
    QFETCH(QString, split);
    const gp::StageSplit s = gp::stageSplit(layers, pipeline);
    QCOMPARE(QString::fromStdString(gp::stageSplitText(s)), split);
    const std::vector<int> each = s.layers();
    QCOMPARE(static_cast<int>(each.size()), pipeline);
    int sum = 0, most = 0;
    for (int n : each) {
        QVERIFY(n >= 1);
        sum += n;
        most = std::max(most, n);
    }
    QCOMPARE(sum, layers);
    QCOMPARE(s.most(), most);
    // No split has a lower fullest stage, the embedding and the loss counted: ceil((L + 2) / p) (p >= 2).
    if (pipeline > 1)
        QCOMPARE(std::max({each.front() + 1, most, each.back() + 1}), (layers + 2 + pipeline - 1) / pipeline);
}

void TestPerformance::slowestStageSetsThePace()
{
    // The hand-worked job above with 5 layers on 2 stages: 2 + 3, the second stage's 3 layers against the mean
    // 2.5 set the pace, 1.2 times an even split's.
    const gp::Fabric f = roundFabric();
    gp::StepJob job = roundJob(5);
    gp::Layout l = roundLayout();
    const gp::StepTime st = gp::stepTime(job, f, l);
    QCOMPARE(QString::fromStdString(gp::stageSplitText(st.stages)), QStringLiteral("2 + 3"));
    // Matrix work: 16,384 x (6e9 + 12 x 5 x 1024 x 1024 / 0.63) / 4e14 = 0.2498504 s, x 1.2 = 0.2998205 s; the
    // elementwise traffic of the 3 layers: 8.5 x 35,651,584 bytes x 3 x 4 micro-batches / 1e12 = 0.0036365 s.
    QVERIFY(std::abs(st.breakdown.compute - 0.3034570) < 1e-6);
    // Tensor parallel: 4 collectives x 3 layers x 4 micro-batches x 4,194,304 bytes / 8e10 = 0.0025166 s.
    QVERIFY(std::abs(st.breakdown.tensorParallel - 0.0025166) < 1e-6);
    // Bubble: the slowest stage's work, 0.3059736 s, x (p - 1) / m = 1/4: 0.0764934 s.
    QVERIFY(std::abs(st.breakdown.pipelineBubble - 0.0764934) < 1e-6);
    // Memory, the fullest stage: states 2.5 GB x 1.2 = 3.0 GB; activations of max(2 x 2, 1 x 3) = 4 layers in
    // flight, 4 x 2,097,152 x 34 / 2 bytes (sequence parallelism) = 0.142606 GB.
    QVERIFY(std::abs(st.statesGb - 3.0) < 1e-9);
    QVERIFY(std::abs(st.memoryGb - 3.142606) < 1e-5);
    // An even split of 4 layers is faster a layer: the pace, not the layer count alone.
    job.shape.layers = 4;
    QVERIFY(gp::stepTime(job, f, l).stepSeconds < st.stepSeconds);
}

void TestPerformance::badSplitsNameTheirField()
{
    const auto field = [](auto&& f) -> QString {
        try {
            f();
        } catch (const gp::Error& e) {
            return QString::fromStdString(e.subject());
        }
        return QStringLiteral("accepted");
    };
    QCOMPARE(field([] { gp::stageSplit(126, 127); }), QStringLiteral("pipeline"));
    QCOMPARE(field([] { gp::stageSplit(126, 0); }), QStringLiteral("pipeline"));
    // A first and last stage that leave the 14 middle stages fewer than one layer each.
    QCOMPARE(field([] { gp::stageSplit(126, 16, 60, 60); }), QStringLiteral("first_stage_layers"));
    QCOMPARE(field([] { gp::stageSplit(126, 16, 0, 120); }), QStringLiteral("last_stage_layers"));
    QCOMPARE(field([] { gp::stageSplit(126, 16, -1, 0); }), QStringLiteral("first_stage_layers"));
    QCOMPARE(field([] { gp::stageSplit(10, 2, 4, 4); }), QStringLiteral("first_stage_layers"));
    // Megatron-LM's --decoder-first/last-pipeline-num-layers 6 and 6: the middle 114 over 14 stages, 9 a stage
    // with 14 x 9 - 114 = 12 of them (the earliest) one fewer.
    const gp::StageSplit given = gp::stageSplit(126, 16, 6, 6);
    QCOMPARE(QString::fromStdString(gp::stageSplitText(given)), QStringLiteral("6 + 8\u00d712 + 9\u00d72 + 6"));
    const std::vector<int> each = given.layers();
    QCOMPARE(std::accumulate(each.begin(), each.end(), 0), 126);
    QCOMPARE(given.most(), 9);
    QCOMPARE(field([] { gp::stageSplit(std::nan(""), 2); }), QStringLiteral("layers"));
}

void TestPerformance::llama3On8192H100FindsUnevenStages()
{
    // Llama 3 405B's own 126 layers, 16M tokens a step on 8,192 H100 (Meta's fabric: 400 Gbps a GPU). Meta ran
    // t 8, p 16 (7 + 8 x 14 + 7), d 64 at 38-43 % MFU; only p 1 or 2 divide both 126 and 8,192.
    gp::StepJob job;
    job.shape = {405e9, 126, 16384, 128, 8, 8192, 128256, true};
    job.globalBatchTokens = 16777216;
    job.accelerators = 8192;
    gp::Fabric f = h100();
    f.scaleOutBandwidth = 50e9;
    gp::Layout meta;
    meta.tensor = 8;
    meta.pipeline = 16;
    meta.data = 64;
    meta.interleave = 8;
    meta.sharding = gp::Sharding::Zero2;
    const gp::StepTime held = gp::stepTime(job, f, meta);
    QCOMPARE(QString::fromStdString(gp::stageSplitText(held.stages)), QStringLiteral("7 + 8\u00d714 + 7"));
    // Published 43 %; the model, with the gradient reduce-scatter and the weight all-gather behind the backward and
    // forward passes and the interleaved schedule's sends behind compute, 46.6 %.
    QVERIFY2(held.mfu > 0.38 && held.mfu < 0.48, qPrintable(QString::number(held.mfu)));
    const std::vector<gp::StepTime> best = gp::searchLayouts(job, f, {});
    QCOMPARE(best.size(), std::size_t(1));
    const gp::StepTime& st = best.front();
    qInfo("Llama 3 405B on 8192 H100: Meta's layout %.3f MFU (%.0f GB); found t%d p%d d%d b%d v%d %s %s split %s, MFU "
          "%.3f, %.1f GB",
          held.mfu, held.memoryGb, st.layout.tensor, st.layout.pipeline, st.layout.data, st.layout.microBatch,
          st.layout.interleave, std::string(gp::shardingId(st.layout.sharding)).c_str(),
          std::string(gp::recomputeId(st.layout.recompute)).c_str(), gp::stageSplitText(st.stages).c_str(), st.mfu,
          st.memoryGb);
    QVERIFY(st.fits && st.mfu > 0.30);
    // The search's space holds Meta's layout, so it finds one at least as fast: Meta's own, t 8, p 16, v 8.
    QVERIFY(st.mfu >= held.mfu);
    QCOMPARE(st.layout.tensor, 8);
    QCOMPARE(st.layout.pipeline, 16);
    QCOMPARE(st.layout.interleave, 8);
}

void TestPerformance::unevenStagesAddNodeCounts()
{
    // 126 layers and one sequence a step (d 1) on nodes of 8 H100: t x p must be a multiple of 8, t at most 8 and
    // dividing the 128 heads. 16 nodes are 128 accelerators: t 8 x p 16, where 16 does not divide 126 (7 + 8x14 + 7
    // as Meta ran it); with only p dividing 126 no t of 1 to 8 reaches 128. 11 nodes are 88: t 8 x p 11 (uneven too).
    gp::TrainingRun run;
    run.parameters = 405e9;
    run.shape = gp::ModelShape{126, 128, 128, 8192, 8, 128256};
    run.globalBatchTokens = 8192;
    run.parallel.search = true;
    const gp::Accelerator* h100 = gp::builtinCatalog().find("h100-80gb");
    QVERIFY(h100);
    const std::vector<int> counts = gp::layoutNodeCounts(run, *h100, 8, 1, 20);
    QVERIFY(std::find(counts.begin(), counts.end(), 16) != counts.end());
    QVERIFY(std::find(counts.begin(), counts.end(), 11) != counts.end());
    // Beyond 126 stages of 8 there is none: at most 126 nodes.
    QVERIFY(gp::layoutNodeCounts(run, *h100, 8, 127, 200).empty());
}

void TestPerformance::moreReplicasAtAFixedBatchLowerMfu()
{
    // The 70B shape at 4M tokens a step: the same t 8 and p 4, more replicas, each a smaller share.
    double before = 1;
    for (double g : {64.0, 128.0, 256.0, 512.0}) {
        gp::StepJob job = seventyB();
        job.accelerators = g;
        gp::Layout l;
        l.tensor = 8;
        l.pipeline = 4;
        l.data = static_cast<int>(g / 32);
        const double mfu = gp::stepTime(job, h100(), l).mfu;
        QVERIFY2(mfu < before, qPrintable(QStringLiteral("%1 accelerators: %2").arg(g).arg(mfu)));
        before = mfu;
    }
}

void TestPerformance::recomputationLowersMfuAndRaisesHfu()
{
    gp::Layout l;
    l.tensor = 8;
    l.pipeline = 4;
    l.data = 16;
    const gp::StepJob job = seventyB();
    l.recompute = gp::Recompute::None;
    const gp::StepTime none = gp::stepTime(job, h100(), l);
    l.recompute = gp::Recompute::Selective;
    const gp::StepTime selective = gp::stepTime(job, h100(), l);
    l.recompute = gp::Recompute::Full;
    const gp::StepTime full = gp::stepTime(job, h100(), l);
    QCOMPARE(none.hfu, none.mfu);
    QVERIFY(selective.mfu < none.mfu && full.mfu < selective.mfu);
    QVERIFY(selective.hfu > selective.mfu && full.hfu > full.mfu);
    // Full recomputation adds about a third of the forward and backward FLOPs: HFU / MFU near 4/3.
    QVERIFY(full.hfu / full.mfu > 1.28 && full.hfu / full.mfu < 1.34);
    // A fused kernel never writes the scores, so selective recomputation keeps as much as none; full keeps a layer's
    // input only.
    QVERIFY(full.memoryGb < selective.memoryGb && selective.memoryGb <= none.memoryGb);
    QVERIFY(full.breakdown.recompute > selective.breakdown.recompute);
}

void TestPerformance::seventyBillionOn512H100HasAFeasibleLayout()
{
    const std::vector<gp::StepTime> best = gp::searchLayouts(seventyB(), h100(), {});
    QCOMPARE(best.size(), std::size_t(1));
    const gp::StepTime& st = best.front();
    QVERIFY(st.fits);
    QVERIFY(st.layout.tensor <= 8 && st.layout.pipeline <= 80);
    QCOMPARE(st.layout.tensor * st.layout.pipeline * st.layout.data * st.layout.context, 512);
    QVERIFY(st.mfu > 0.30 && st.mfu <= 0.63);
    qInfo("70B on 512 H100: t%d p%d d%d b%d v%d %s %s, MFU %.3f, %.0f tokens/s, step %.3f s, %.1f GB",
          st.layout.tensor, st.layout.pipeline, st.layout.data, st.layout.microBatch, st.layout.interleave,
          std::string(gp::shardingId(st.layout.sharding)).c_str(),
          std::string(gp::recomputeId(st.layout.recompute)).c_str(), st.mfu, st.tokensPerSecond, st.stepSeconds,
          st.memoryGb);
    // It is the fastest: no layout the search may take is faster (t 8 p 4 with the search's other choices).
    gp::Layout other;
    other.tensor = 8;
    other.pipeline = 4;
    other.data = 16;
    const gp::StepTime o = gp::stepTime(seventyB(), h100(), other);
    QVERIFY(!o.fits || o.tokensPerSecond <= st.tokensPerSecond);
}

void TestPerformance::multisliceGoesOverTheDataCentreNetwork()
{
    // TPU v5e: one slice holds 256 chips; 512 are two slices, data parallel between them over DCN. The 70B shape
    // with 1024-token sequences at t 8 and 4 sequences per replica either way: in one slice the gradient
    // reduce-scatter is 31/32 x 35 GB at 80 GB/s, 0.42 s, inside the slice, and the 16-bit weights' all-gather half
    // that; between two slices a 32nd of each also crosses DCN, 1/2 x 35 GB / 32 at 2.5 GB/s = 0.21875 s and
    // 0.109375 s: 0.328125 s more, on the critical path (the windows are already spent inside the slice).
    const gp::Fabric f = gp::fabricOf(*gp::builtinCatalog().find("tpu-v5e"), gp::Precision::Half);
    gp::StepJob job = seventyB();
    gp::Layout l;
    l.tensor = 8;
    job.shape.seqLen = 1024;
    job.accelerators = 256;
    job.globalBatchTokens = 32 * 4 * 1024;
    l.data = 32;
    const gp::StepTime one = gp::stepTime(job, f, l);
    job.accelerators = 512;
    job.globalBatchTokens = 64 * 4 * 1024;
    l.data = 64;
    const gp::StepTime two = gp::stepTime(job, f, l);
    QVERIFY(std::abs(two.breakdown.dataParallel - one.breakdown.dataParallel - 0.328125) < 1e-3);
    QVERIFY(two.mfu < one.mfu);
}

void TestPerformance::moreSlicesWaitForTheSlowest()
{
    // MaxText's 16B on 1, 8 and 32 slices of 256 v5e (published 61.1, 58.27 and 54.65 % MFU, a check run at every
    // count). A step of S slices waits k sqrt(S - 1) of the rest of it, k = 0.019 (docs/model.md section 23,
    // "Multislice"): 8 slices 1 + 0.019 x 2.6458 = 1.05027 times the step without the wait, 32 slices 1.10579.
    const nlohmann::json doc = loadRuns();
    std::map<int, gp::StepTime> bySlices;
    for (const auto& r : doc["runs"]) {
        const std::string name = r["name"].get<std::string>();
        if (name.rfind("MaxText 16B on ", 0) != 0 || name.find("v5e") == std::string::npos)
            continue;
        const gp::Fabric f = clusterFabric(doc["clusters"][r["accelerator"].get<std::string>()]);
        bySlices[r["accelerators"].get<int>() / 256] = gp::stepTime(jobOf(r), f, layoutOf(r));
    }
    QCOMPARE(bySlices.size(), std::size_t(3));
    QCOMPARE(bySlices[1].breakdown.multislice, 0.0);
    for (const auto& [slices, expected] : {std::pair{8, 1.05027}, std::pair{32, 1.10579}}) {
        const gp::StepTime& st = bySlices[slices];
        QVERIFY2(std::abs(st.stepSeconds / (st.stepSeconds - st.breakdown.multislice) - expected) < 1e-5,
                 qPrintable(QString::number(st.breakdown.multislice)));
    }
    // The published trend: MFU falls with every slice added, 32 slices at 0.894 of one slice's (54.65 / 61.1).
    QVERIFY(bySlices[1].mfu > bySlices[8].mfu && bySlices[8].mfu > bySlices[32].mfu);
    QVERIFY2(std::abs(bySlices[32].mfu / bySlices[1].mfu - 54.65 / 61.1) < 0.02,
             qPrintable(QString::number(bySlices[32].mfu / bySlices[1].mfu)));
    // GPUs' domains are NVLink nodes, not slices: Megatron-Core's 462B on 768 nodes of H100 waits for none.
    for (const auto& r : doc["runs"])
        if (r["name"] == "Megatron-Core 462B on 6144 H100") {
            const gp::Fabric f = clusterFabric(doc["clusters"][r["accelerator"].get<std::string>()]);
            const gp::StepTime st = gp::stepTime(jobOf(r), f, layoutOf(r));
            QVERIFY(st.layout.data > 8);
            QCOMPARE(st.breakdown.multislice, 0.0);
            return;
        }
    QFAIL("Megatron-Core 462B on 6144 H100 is not in the published runs");
}

void TestPerformance::topLayoutsAreOrderedAndFit()
{
    const std::vector<gp::StepTime> top = gp::searchLayouts(seventyB(), h100(), {}, 5);
    QCOMPARE(top.size(), std::size_t(5));
    for (std::size_t i = 1; i < top.size(); ++i)
        QVERIFY(top[i].tokensPerSecond <= top[i - 1].tokensPerSecond);
    for (const gp::StepTime& st : top)
        QVERIFY(st.fits);
    // Held choices are kept.
    gp::LayoutChoices held;
    held.tensor = 4;
    held.recompute = gp::Recompute::Full;
    for (const gp::StepTime& st : gp::searchLayouts(seventyB(), h100(), held, 3))
        QVERIFY(st.layout.tensor == 4 && st.layout.recompute == gp::Recompute::Full);
    gp::LayoutChoices interleaved;
    interleaved.interleave = 2;
    const std::vector<gp::StepTime> two = gp::searchLayouts(seventyB(), h100(), interleaved, 3);
    QVERIFY(!two.empty());
    for (const gp::StepTime& st : two)
        QVERIFY(st.layout.interleave == 2 && st.layout.pipeline > 1);
}

void TestPerformance::badLayouts_data()
{
    QTest::addColumn<int>("tensor");
    QTest::addColumn<int>("pipeline");
    QTest::addColumn<int>("data");
    QTest::addColumn<int>("context");
    QTest::addColumn<int>("microBatch");
    QTest::addColumn<QString>("field");
    // 512 accelerators, 80 layers, 64 heads, 1024 sequences of 4096 tokens.
    QTest::newRow("tensor does not divide the accelerators") << 3 << 1 << 1 << 1 << 1 << QStringLiteral("tensor");
    QTest::newRow("tensor beyond the NVLink domain") << 16 << 1 << 32 << 1 << 1 << QStringLiteral("tensor");
    QTest::newRow("pipeline above the layers: a stage with no layer") << 4 << 128 << 1 << 1 << 1
                                                                    << QStringLiteral("pipeline");
    QTest::newRow("pipeline does not divide the accelerators") << 8 << 5 << 1 << 1 << 1 << QStringLiteral("pipeline");
    QTest::newRow("data does not make up the count") << 8 << 4 << 8 << 1 << 1 << QStringLiteral("data");
    QTest::newRow("context does not divide the accelerators") << 8 << 4 << 1 << 3 << 1 << QStringLiteral("context");
    QTest::newRow("micro-batch larger than a replica's batch") << 8 << 4 << 16 << 1 << 128 << QStringLiteral("micro_batch");
    QTest::newRow("micro-batch does not divide it") << 8 << 4 << 16 << 1 << 3 << QStringLiteral("micro_batch");
    QTest::newRow("zero tensor") << 0 << 4 << 16 << 1 << 1 << QStringLiteral("tensor");
    QTest::newRow("negative micro-batch") << 8 << 4 << 16 << 1 << -1 << QStringLiteral("micro_batch");
}

void TestPerformance::badLayouts()
{
    QFETCH(int, tensor);
    QFETCH(int, pipeline);
    QFETCH(int, data);
    QFETCH(int, context);
    QFETCH(int, microBatch);
    QFETCH(QString, field);
    gp::Layout l;
    l.tensor = tensor;
    l.pipeline = pipeline;
    l.data = data;
    l.context = context;
    l.microBatch = microBatch;
    try {
        gp::stepTime(seventyB(), h100(), l);
        QFAIL("accepted");
    } catch (const gp::Error& e) {
        QCOMPARE(QString::fromStdString(e.subject()), field);
    }
}

void TestPerformance::neverNanNorAboveTheMatrixEfficiency()
{
    // Every layout the search visits for a small and a large job: finite, positive, MFU below the efficiency.
    for (double g : {8.0, 64.0, 4096.0}) {
        gp::StepJob job = seventyB();
        job.accelerators = g;
        job.globalBatchTokens = 4096.0 * 4096;
        for (const gp::StepTime& st : gp::searchLayouts(job, h100(), {}, 50)) {
            QVERIFY(std::isfinite(st.mfu) && st.mfu > 0 && st.mfu <= h100().matrixEfficiency);
            QVERIFY(std::isfinite(st.hfu) && st.hfu >= st.mfu && st.hfu <= h100().matrixEfficiency);
            QVERIFY(std::isfinite(st.stepSeconds) && st.stepSeconds > 0);
        }
    }
    // A job too large for 8 accelerators: nothing fits, an empty answer rather than a wrong one.
    gp::StepJob huge = seventyB();
    huge.shape.parameters = 1e12;
    huge.accelerators = 8;
    QVERIFY(gp::searchLayouts(huge, h100(), {}).empty());
}

void TestPerformance::catalogCarriesTheFabric()
{
    for (const gp::Accelerator& a : gp::builtinCatalog().accelerators) {
        QVERIFY2(a.scaleUpGbps && a.scaleUpDomain && a.scaleOutGbps && a.matrixEfficiency, a.id.c_str());
        for (const char* key : {"scale_up", "scale_out", "matrix_efficiency"})
            QVERIFY2(a.sources.count(key) && a.sources.at(key).find("as of") != std::string::npos, a.id.c_str());
        const gp::Fabric f = gp::fabricOf(a, gp::Precision::Half);
        QVERIFY(f.scaleUpDomain >= 1 && f.matrixEfficiency > 0 && f.matrixEfficiency < 1);
    }
    // The writer keeps them: the catalog reads back as it was.
    const gp::Catalog again = gp::catalogFromJson(gp::catalogToJson(gp::builtinCatalog()), "again");
    QCOMPARE(again.find("tpu-v5e")->scaleUpDomain.value_or(0), 256.0);
    QVERIFY(again.accelerators == gp::builtinCatalog().accelerators);
}

void TestPerformance::acceleratorWithoutTheFiguresIsNamed()
{
    gp::Accelerator a = *gp::builtinCatalog().find("h100-80gb");
    a.id = "mine";
    a.matrixEfficiency.reset();
    try {
        gp::fabricOf(a, gp::Precision::Half);
        QFAIL("accepted");
    } catch (const gp::Error& e) {
        QCOMPARE(e.code(), gp::ErrorCode::MissingField);
        QCOMPARE(QString::fromStdString(e.subject()), QStringLiteral("accelerator 'mine'.matrix_efficiency"));
    }
    a.matrixEfficiency = 0.6;
    a.scaleOutGbps.reset();
    QVERIFY_THROWS_EXCEPTION(gp::Error, gp::fabricOf(a, gp::Precision::Half));
    // A network of no rate, or of NaN, is refused by its figure rather than making the step infinite.
    for (double rate : {0.0, std::nan("")}) {
        a.scaleOutGbps = rate;
        try {
            gp::fabricOf(a, gp::Precision::Half);
            QFAIL("accepted");
        } catch (const gp::Error& e) {
            QCOMPARE(QString::fromStdString(e.subject()), QStringLiteral("accelerator 'mine'.scale_out_gbps"));
        }
    }
}

QTEST_APPLESS_MAIN(TestPerformance)
#include "tst_performance.moc"
