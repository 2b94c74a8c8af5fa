// Layouts the step model expresses as the frameworks run them (docs/model.md section 23): a head dimension other
// than hidden / heads, and hybrid sharding (ZeRO-3 within each scale-up domain, data parallel between domains).
// The expected figures are worked by hand from the document's formulas and the sources' own counts.
#include "catalog/Catalog.h"
#include "io/Error.h"
#include "performance/LayoutSearch.h"
#include "performance/StepModel.h"
#include "plan/PlanJson.h"
#include "RoundCase.h"

#include <nlohmann/json.hpp>

#include <QTest>

#include <cmath>

namespace {

// MaxText's 16B (MaxText/configs/base.yml at global_parameter_scale 16): emb_dim 4,096, 64 heads of 128, 32 layers,
// vocabulary 32,000, sequence 2,048; on 1 x 256 TPU v5e, FSDP over the slice, 6 sequences a chip.
gp::StepJob maxText16B(double headDim)
{
    gp::StepJob job;
    job.shape.parameters = 15831666688;
    job.shape.layers = 32;
    job.shape.hidden = 4096;
    job.shape.heads = 64;
    job.shape.headDim = headDim;
    job.shape.seqLen = 2048;
    job.shape.vocabulary = 32000;
    job.globalBatchTokens = 2048.0 * 6 * 256;
    job.accelerators = 256;
    return job;
}

gp::Layout fsdp(int data)
{
    gp::Layout l;
    l.data = data;
    l.microBatch = 6;
    l.sharding = gp::Sharding::Zero3;
    l.recompute = gp::Recompute::Full;
    return l;
}

const gp::Fabric& v5e()
{
    static const gp::Fabric f = gp::fabricOf(*gp::builtinCatalog().find("tpu-v5e"), gp::Precision::Half);
    return f;
}

// The round case of RoundCase.h with 8 layers as d 8 (t 1, p 1), two sequences a micro-batch: one micro-batch a
// replica.
gp::StepJob roundJob()
{
    return gptest::roundJob(8);
}

using gptest::roundFabric;

gp::Layout roundLayout(gp::Sharding s)
{
    gp::Layout l;
    l.data = 8;
    l.microBatch = 2;
    l.sharding = s;
    return l;
}

} // namespace

class TestLayoutExpress : public QObject {
    Q_OBJECT
private slots:
    void theHeadsWidthCountsTheAttention();
    void theHeadsWidthCountsItsActivations();
    void aBadHeadDimensionIsNamed();
    void aPlanStatesItsWidth();
    void hybridShardingByHand();
    void hybridShardingKeepsAGroupsShare();
    void hybridShardingInOneDomainIsZero3();
    void theSearchTriesHybridShardingAcrossDomains();
    void fp8RunsTheLinearLayersAtItsPeak();
    void maxTextsRematPolicies();
};

void TestLayoutExpress::theHeadsWidthCountsTheAttention()
{
    // MaxText counts 6 N + 6 L a d_h s a token (the causal attention at half: maxtext_utils.py
    // calculate_tflops_training_per_device), 98,211,225,600 for its 16B (the published runs' flops_per_token).
    // The model's 6 N + 12 L a d_h s is that plus 6 L a d_h s = 6 x 32 x 8,192 x 2,048 = 3,221,225,472.
    const gp::StepTime wide = gp::stepTime(maxText16B(128), v5e(), fsdp(256));
    const double flops = wide.mfu * 256 * v5e().peakFlops / wide.tokensPerSecond;
    QVERIFY2(std::abs(flops / (98211225600.0 + 3221225472.0) - 1) < 1e-12, qPrintable(QString::number(flops, 'f', 0)));
    // Without the head dimension the heads share h: 12 L h s, half the attention's width.
    const gp::StepTime narrow = gp::stepTime(maxText16B(0), v5e(), fsdp(256));
    const double narrowFlops = narrow.mfu * 256 * v5e().peakFlops / narrow.tokensPerSecond;
    QVERIFY(std::abs(narrowFlops / 98211225600.0 - 1) < 1e-12);
    // Twice the attention's work at the same rate: a longer step.
    QVERIFY(wide.stepSeconds > narrow.stepSeconds);
}

void TestLayoutExpress::theHeadsWidthCountsItsActivations()
{
    // Of Korthikanti et al.'s 34 s b h bytes a layer, the queries, keys, values and the attention's output (8 s b
    // h) are a d_h wide: 8 x s b (8,192 - 4,096) more a layer, on the 32 layers of the one stage with 6 sequences
    // a micro-batch and no recomputation: 32 x 8 x 2,048 x 6 x 4,096 = 12.884901888 GB.
    gp::Layout l = fsdp(256);
    l.recompute = gp::Recompute::None;
    const gp::StepTime wide = gp::stepTime(maxText16B(128), v5e(), l);
    const gp::StepTime narrow = gp::stepTime(maxText16B(0), v5e(), l);
    QCOMPARE(wide.statesGb, narrow.statesGb);
    QVERIFY2(std::abs(wide.memoryGb - narrow.memoryGb - 12.884901888) < 1e-9,
             qPrintable(QString::number(wide.memoryGb - narrow.memoryGb, 'f', 9)));
}

void TestLayoutExpress::aBadHeadDimensionIsNamed()
{
    gp::StepJob job = maxText16B(127.5);
    try {
        gp::stepTime(job, v5e(), fsdp(256));
        QFAIL("a head dimension of 127.5 was taken");
    } catch (const gp::Error& e) {
        QCOMPARE(QString::fromStdString(e.subject()), QStringLiteral("head_dim"));
    }
}

void TestLayoutExpress::aPlanStatesItsWidth()
{
    nlohmann::json j = nlohmann::json::parse(R"({"format": "goodput-planner-plan", "version": 3,
        "training": {"parameters": 15831666688, "tokens": 1e11, "accelerator": "tpu-v5e",
                     "shape": {"layers": 32, "heads": 64, "head_dim": 128, "seq_len": 2048, "hidden": 4096}}})");
    const gp::Plan plan = gp::planFromJson(j);
    QVERIFY(plan.training.shape);
    QCOMPARE(plan.training.shape->hidden, 4096.0);
    QCOMPARE(plan.training.shape->width(), 4096.0);
    QCOMPARE(gp::planToJson(plan)["training"]["shape"]["hidden"].get<double>(), 4096.0);
    j["training"]["shape"]["hidden"] = -4096;
    try {
        gp::planFromJson(j);
        QFAIL("a negative width was read");
    } catch (const gp::Error& e) {
        QCOMPARE(QString::fromStdString(e.subject()), QStringLiteral("training.shape.hidden"));
    }
}

void TestLayoutExpress::hybridShardingByHand()
{
    // k = gcd(8, 4 / 1) = 4 replicas a domain, two domains. S = 1e9 parameters, FP32 gradients (4 bytes).
    // Inside a domain at 80 GB/s (100 x 0.8): the 16-bit weights' all-gather 3/4 x 2e9 / 80e9 = 0.01875 s, the
    // gradients' reduce-scatter 3/4 x 4e9 / 80e9 = 0.0375 s. Between the domains at 1 GB/s x 0.8, each member's
    // quarter of the gradients all-reduced: 2 x 1/2 x 1e9 / 0.8e9 = 1.25 s.
    // One micro-batch's work w: 16,384 tokens x (6e9 + 12 x 8 x 1,024 x 1,024 / 0.63) / (8 x 100e12 x 0.5)
    // = 0.2523047 s, plus the elementwise traffic 8.5 x (1,024 x 2 x 34 x 1,024 bytes) x 8 layers / 1e12 =
    // 0.0048486 s: 0.2571533 s. Windows: w / 3 forward, 2 w / 3 backward; the last 40M-parameter bucket (4 %) is
    // never hidden. Exposed: 0.04 x 0.01875 + 0.04 x 0.05625 + (1.25 - 0.1714355) = 1.0815644 s.
    const gp::StepTime st = gp::stepTime(roundJob(), roundFabric(1e9), roundLayout(gp::Sharding::Hsdp));
    QVERIFY2(std::abs(st.breakdown.compute - 0.2571533) < 1e-6, qPrintable(QString::number(st.breakdown.compute, 'f', 7)));
    QVERIFY2(std::abs(st.breakdown.dataParallel - 1.0815644) < 1e-6,
             qPrintable(QString::number(st.breakdown.dataParallel, 'f', 7)));
    // On a network ten times faster the all-reduce (0.125 s) hides behind the backward pass but its last bucket.
    const gp::StepTime fast = gp::stepTime(roundJob(), roundFabric(10e9), roundLayout(gp::Sharding::Hsdp));
    QVERIFY2(std::abs(fast.breakdown.dataParallel - (0.00075 + 0.00225 + 0.005)) < 1e-9,
             qPrintable(QString::number(fast.breakdown.dataParallel, 'f', 9)));
}

void TestLayoutExpress::hybridShardingKeepsAGroupsShare()
{
    // Adam's 16 bytes a parameter divided among the 4 replicas of a domain, not the 8 of the job: 1e9 x 16 / 4 =
    // 4 GB, where ZeRO-3 keeps 2 GB.
    const gp::StepTime hsdp = gp::stepTime(roundJob(), roundFabric(1e9), roundLayout(gp::Sharding::Hsdp));
    const gp::StepTime zero3 = gp::stepTime(roundJob(), roundFabric(1e9), roundLayout(gp::Sharding::Zero3));
    QVERIFY(std::abs(hsdp.statesGb - 4.0) < 1e-12);
    QVERIFY(std::abs(zero3.statesGb - 2.0) < 1e-12);
    QCOMPARE(hsdp.memoryGb - hsdp.statesGb, zero3.memoryGb - zero3.statesGb);
}

void TestLayoutExpress::hybridShardingInOneDomainIsZero3()
{
    // MaxText's 16B on one slice of 256: every replica in the slice, so FSDP within it is FSDP over all.
    const gp::StepTime hsdp = gp::stepTime(maxText16B(128), v5e(), [] {
        gp::Layout l = fsdp(256);
        l.sharding = gp::Sharding::Hsdp;
        return l;
    }());
    const gp::StepTime zero3 = gp::stepTime(maxText16B(128), v5e(), fsdp(256));
    QCOMPARE(hsdp.stepSeconds, zero3.stepSeconds);
    QCOMPARE(hsdp.memoryGb, zero3.memoryGb);
}

void TestLayoutExpress::theSearchTriesHybridShardingAcrossDomains()
{
    // On 8 slices of 256 v5e the search offers hybrid sharding among its layouts; on one slice it is ZeRO-3 and is
    // not offered twice.
    gp::StepJob job = maxText16B(128);
    job.accelerators = 2048;
    job.globalBatchTokens = 2048.0 * 6 * 2048;
    gp::LayoutChoices held;
    held.tensor = 1;
    held.pipeline = 1;
    held.microBatch = 6;
    held.recompute = gp::Recompute::Full;
    bool offered = false;
    for (const gp::StepTime& st : gp::searchLayouts(job, v5e(), held, 20))
        offered = offered || st.layout.sharding == gp::Sharding::Hsdp;
    QVERIFY(offered);
    for (const gp::StepTime& st : gp::searchLayouts(maxText16B(128), v5e(), held, 20))
        QVERIFY(st.layout.sharding != gp::Sharding::Hsdp);
}

void TestLayoutExpress::fp8RunsTheLinearLayersAtItsPeak()
{
    // The round case with a vocabulary of 32,000 on an FP8 peak of 200 TFLOP/s (the 16-bit one 100), d 8, one
    // micro-batch of 2 sequences a replica, 16,384 tokens a step at 8 x 200e12 x 0.5 = 8e14 FLOP/s.
    // A token's FLOPs: 6e9 + 12 x 8 x 1,024 x 1,024 = 6,100,663,296, of which the attention core 100,663,296 and
    // the output layer 6 x 32,000 x 1,024 = 196,608,000 stay in 16 bits (twice the time at the FP8 rate), the
    // attention core at 0.63 of it; the linear layers' 5,803,392,000 at 0.69 of the FP8 rate:
    // 16,384 x (5,803,392,000 / 0.69 + 2 x 196,608,000 + 2 x 100,663,296 / 0.63) / 8e14 = 0.1868492 s.
    // The elementwise traffic as in 16 bits, 0.0048486 s. The casts: a layer's weights (1e9 - 32,000 x 1,024) / 8
    // = 120,904,000, 16/12 of them over h = 157,427.1 elements a token, 4 bytes each, 2,048 tokens, 8 layers,
    // at 1 TB/s: 0.0103171 s. In all 0.2020149 s, where the same job in 16 bits takes 0.2571533 s.
    gp::StepJob job = roundJob();
    job.shape.vocabulary = 32000;
    gp::Fabric fp8 = roundFabric();
    fp8.fp8 = true;
    fp8.halfPeakFlops = fp8.peakFlops;
    fp8.peakFlops = 200e12;
    const gp::StepTime st = gp::stepTime(job, fp8, roundLayout(gp::Sharding::Zero1));
    QVERIFY2(std::abs(st.breakdown.compute - 0.2020149) < 1e-6, qPrintable(QString::number(st.breakdown.compute, 'f', 7)));
    const gp::StepTime half = gp::stepTime(job, roundFabric(), roundLayout(gp::Sharding::Zero1));
    QVERIFY2(std::abs(half.breakdown.compute - 0.2571533) < 1e-6, qPrintable(QString::number(half.breakdown.compute, 'f', 7)));
}

void TestLayoutExpress::maxTextsRematPolicies()
{
    // The round case, d 8, micro-batch 2. Minimal keeps a layer's matrix outputs: q 1,024, keys and values 2,048,
    // 3 h = 3,072, and a gated MLP's 2 f, f = (1e9 / 8 - 2 x 1,024 x 1,024 - 2 x 1,024 x 1,024) / (3 x 1,024)
    // = 39,324.77: 2 bytes x 84,793.54 = 169,587.1 bytes a token, 2,048 tokens, 0.3473143 GB a layer, 2.7785148
    // GB for 8. Offloaded holds two layers, 0.6946287 GB. Both recompute the attention core, 16,384 x 4 x 8 x
    // 1,024 x 1,024 / 0.63 / 4e14 = 0.0021816 s, and half the elementwise traffic again, 0.0024243 s; offloaded's
    // 5.56 GB of transfers a step at 32 GB/s (0.1737 s) hide behind 0.26 s of compute.
    gp::Layout minimal = roundLayout(gp::Sharding::Zero1);
    minimal.recompute = gp::Recompute::Minimal;
    const gp::StepTime kept = gp::stepTime(roundJob(), roundFabric(), minimal);
    QVERIFY2(std::abs(kept.memoryGb - kept.statesGb - 2.7785148) < 1e-6, qPrintable(QString::number(kept.memoryGb - kept.statesGb, 'f', 7)));
    QVERIFY2(std::abs(kept.breakdown.recompute - 0.0046059) < 1e-6, qPrintable(QString::number(kept.breakdown.recompute, 'f', 7)));
    gp::Layout offloaded = minimal;
    offloaded.recompute = gp::Recompute::Offloaded;
    const gp::StepTime host = gp::stepTime(roundJob(), roundFabric(), offloaded);
    QVERIFY2(std::abs(host.memoryGb - host.statesGb - 0.6946287) < 1e-6, qPrintable(QString::number(host.memoryGb - host.statesGb, 'f', 7)));
    QVERIFY2(std::abs(host.breakdown.recompute - 0.0046059) < 1e-6, qPrintable(QString::number(host.breakdown.recompute, 'f', 7)));
    QCOMPARE(QString::fromStdString(std::string(gp::recomputeId(gp::Recompute::Offloaded))), QStringLiteral("offloaded"));
    gp::Recompute parsed{};
    QVERIFY(gp::parseRecompute("minimal", parsed) && parsed == gp::Recompute::Minimal);
}

QTEST_APPLESS_MAIN(TestLayoutExpress)
#include "tst_layoutexpress.moc"
