// The Mixture-of-Experts training step (docs/model.md section 26): its FLOPs count the active parameters, its
// all-to-all crosses the link or the network as the expert degree reaches, its memory holds every expert, and the
// expert layouts that cannot be run are refused with their field.
#include "catalog/Catalog.h"
#include "io/Error.h"
#include "performance/MoeStep.h"

#include <QTest>

#include <cmath>
#include <functional>

class TestMoeStep : public QObject {
    Q_OBJECT
private slots:
    void deepSeekV3FlopsPerToken();
    void oneAllToAllByHand();
    void allToAllAcrossDomainsByHand();
    void h800AndNvl72AreInTheCatalog();
    void nvl72KeepsTheAllToAllOnNvlink();
    void anEpGroupFillsWholeDomains();
    void smallExpertsMultiplyByHand();
    void everyExpertIsInMemory();
    void badExpertLayoutsNameTheirField_data();
    void badExpertLayoutsNameTheirField();
};

namespace {

// Two layers of 8 experts of 512, 2 a token, h 1,024, 8 heads, sequences of 1,024, on an accelerator of 1 PFLOP/s
// at half efficiency, 100 GB/s each way inside domains of 8, 10 GB/s between them.
gp::MoeStepJob smallJob(double accelerators)
{
    gp::MoeStepJob j;
    j.shape.layers = 2;
    j.shape.hidden = 1024;
    j.shape.heads = 8;
    j.shape.experts = 8 * accelerators / 8;
    j.shape.expertsPerToken = 2;
    j.shape.expertFfn = 512;
    j.shape.vocabulary = 1000;
    j.shape.seqLen = 1024;
    j.accelerators = accelerators;
    j.globalBatchTokens = accelerators * 1024 * 4; // 4 sequences a replica
    j.routing = gp::Routing::Balanced;
    return j;
}

gp::Fabric smallFabric()
{
    gp::Fabric f;
    f.peakFlops = 1e15;
    f.matrixEfficiency = 0.5;
    f.memoryBandwidth = 3e12;
    f.scaleUpBandwidth = 100e9;
    f.scaleUpDomain = 8;
    f.scaleOutBandwidth = 10e9;
    f.memoryGb = 1000;
    f.perNode = 8;
    return f;
}

gp::Layout dataOnly(int accelerators)
{
    gp::Layout l;
    l.data = accelerators;
    return l;
}

} // namespace

void TestMoeStep::deepSeekV3FlopsPerToken()
{
    // 6 N_active = 6 x 37,551,276,032 = 225,307,656,192; the attention 12 L a d_h s with latent attention's mean
    // head width (128 + 64 + 128) / 2 = 160: 12 x 61 x 128 x 160 x 4,096 = 61,404,610,560. In all 286,712,266,752,
    // an eighteenth of the 6 x 671.0B = 4.03 x 10^12 a dense model of its size would count.
    const gp::MoeShape s = gp::findMoePreset("deepseek-v3")->shape;
    QCOMPARE(gp::moeModelFlopsPerToken(s), 286712266752.0);
}

void TestMoeStep::oneAllToAllByHand()
{
    // EP 8 in one domain: a micro-batch's 1,024 tokens send k = 2 copies of 1,024 BF16 values, 7/8 of them to the
    // other 7 members: 1,024 x 2 x 2,048 x 7/8 = 3,670,016 bytes at 80 % of 100 GB/s = 45.875 us. Dispatch and
    // combine, forward and backward (4) on each of 2 layers for 4 micro-batches, 10 % of it exposed: 146.8 us.
    const gp::MoeStepTime t =
        gp::moeStepTime(smallJob(8), smallFabric(), dataOnly(8), gp::ExpertLayout{8, 1});
    QCOMPARE(t.step.breakdown.expertAllToAll, (1 - gp::kAllToAllHidden) * 4 * 2 * 4 * 3670016.0 / 80e9);
    QVERIFY(std::abs(t.step.breakdown.expertAllToAll - 146.8e-6) < 1e-9);
}

void TestMoeStep::allToAllAcrossDomainsByHand()
{
    // EP 16 over two domains of 8: a token's 2 experts lie in 2 (1 - (1/2)^2) = 1.5 domains on average, half of
    // them the other: 0.75 copies of 2,048 bytes over the network, 1,536 bytes at 80 % of 10 GB/s, 196.6 us for
    // 1,024 tokens; the link's 2 x 7/16 copies and the forwarded 7/8 of the network's (3,136 bytes, 40.1 us) run
    // beside it. The network sets the time: 4 x 2 x 4 x 196.608 us x 10 % = 629.1 us.
    const gp::MoeStepTime t =
        gp::moeStepTime(smallJob(16), smallFabric(), dataOnly(16), gp::ExpertLayout{16, 1});
    const double oneAllToAll = 1024 * 1536.0 / 8e9;
    QVERIFY(std::abs(oneAllToAll - 196.608e-6) < 1e-12);
    QCOMPARE(t.step.breakdown.expertAllToAll, (1 - gp::kAllToAllHidden) * 4 * 2 * 4 * oneAllToAll);
}

void TestMoeStep::h800AndNvl72AreInTheCatalog()
{
    // H800: the H100's compute and memory, NVLink of 400 GB/s both ways (200 each way) in nodes of 8, DeepSeek's
    // 50 GB/s of InfiniBand a GPU; GB200 NVL72: 72 GPUs in one NVLink 5 domain at 900 GB/s each way, 2.5 PFLOP/s
    // BF16 dense, 186 GB, 4 GPUs a machine. Neither has a published list price: both say so.
    const gp::Catalog& c = gp::builtinCatalog();
    const gp::Accelerator* h800 = c.find("h800");
    const gp::Accelerator* nvl72 = c.find("gb200-nvl72");
    QVERIFY(h800 && nvl72);
    QCOMPARE(h800->peakBf16Tflops, c.find("h100-80gb")->peakBf16Tflops);
    QCOMPARE(*h800->interconnectGbps, 400.0);
    QCOMPARE(*h800->scaleUpGbps, 200.0);
    QCOMPARE(*h800->scaleUpDomain, 8.0);
    QCOMPARE(*h800->scaleOutGbps, 50.0);
    QCOMPARE(nvl72->peakBf16Tflops, 2500.0);
    QCOMPARE(nvl72->memoryGb, 186.0);
    QCOMPARE(*nvl72->scaleUpDomain, 72.0);
    QCOMPARE(*nvl72->scaleUpGbps, 900.0);
    QCOMPARE(nvl72->perVm, 4);
    QVERIFY(!h800->pricePublished && !nvl72->pricePublished);
    QVERIFY(c.find("h100-80gb")->pricePublished && c.find("b200")->pricePublished);
    for (const gp::Accelerator* a : {h800, nvl72})
        QVERIFY(a->sources.at("prices").rfind("Not published", 0) == 0);
}

void TestMoeStep::nvl72KeepsTheAllToAllOnNvlink()
{
    // EP 64 of 64 experts, 1,024 tokens a micro-batch, k = 2 copies of 2,048 bytes. On NVL72 the 64 lie in one
    // NVLink domain: 63/64 of 4,096 bytes, 4,032 bytes a token at 80 % of 900 GB/s, 5.734 us for 1,024 tokens. On
    // B200's nodes of 8 they lie in 8: a token's 2 experts touch 8 (1 - (7/8)^2) = 1.875 nodes, 7/8 of them remote,
    // 3,360 bytes over the 50 GB/s network at 80 %: 86.0 us, fifteen times longer. 4 all-to-alls on each of 2
    // layers for 4 micro-batches, 10 % exposed.
    const gp::Catalog& c = gp::builtinCatalog();
    const auto allToAll = [&](const char* id) {
        const gp::Fabric f = gp::fabricOf(*c.find(id), gp::Precision::Half);
        return gp::moeStepTime(smallJob(64), f, dataOnly(64), gp::ExpertLayout{64, 1}).step.breakdown.expertAllToAll;
    };
    const double exposed = (1 - gp::kAllToAllHidden) * 4 * 2 * 4;
    QCOMPARE(allToAll("gb200-nvl72"), exposed * 1024 * 4032.0 / 720e9);
    QVERIFY(std::abs(1024 * 4032.0 / 720e9 - 5.734e-6) < 1e-9);
    QCOMPARE(allToAll("b200"), exposed * 1024 * 3360.0 / 40e9);
    // The H800's link is slower than the H100's, its network faster (DeepSeek's 50 GB/s against A3 High's 12.5).
    QVERIFY(allToAll("h800") < allToAll("h100-80gb"));
}

void TestMoeStep::anEpGroupFillsWholeDomains()
{
    // EP 128 on NVL72: 64 in each of two racks (64 divides 128; 72 does not). A token's 2 experts touch
    // 2 (1 - 1/4) = 1.5 racks, half of them the other: 0.75 copies of 2,048 bytes, 1,536 bytes over the network at
    // 40 GB/s, 39.3 us for 1,024 tokens, beside the link's 2 x 63/128 copies and the forwarded 63/64 (3,528 bytes,
    // 5.0 us).
    const gp::Fabric f = gp::fabricOf(*gp::builtinCatalog().find("gb200-nvl72"), gp::Precision::Half);
    const gp::MoeStepTime t = gp::moeStepTime(smallJob(128), f, dataOnly(128), gp::ExpertLayout{128, 1});
    QCOMPARE(t.step.breakdown.expertAllToAll, (1 - gp::kAllToAllHidden) * 4 * 2 * 4 * 1024 * 1536.0 / 40e9);
    QCOMPARE(t.step.layout.expertParallel, 128);
    QCOMPARE(t.step.layout.expertData(), 1.0);
}

void TestMoeStep::smallExpertsMultiplyByHand()
{
    // The routed experts' FLOPs a token: 6 x k 2 x 3 x 1,024 x 512 x 2 layers = 37,748,736; 32,768 tokens a step
    // on 8 accelerators at 0.5 PFLOP/s: 0.309 ms at a dense product's rate, (512 + 3,000) / 512 = 6.86 times that
    // as a grouped product of experts 512 wide: 2.121 ms.
    const gp::MoeStepTime t =
        gp::moeStepTime(smallJob(8), smallFabric(), dataOnly(8), gp::ExpertLayout{8, 1});
    const double dense = 32768 * 37748736.0 / (8 * 0.5e15);
    QCOMPARE(t.expertGemmSeconds, dense * (512 + gp::kExpertWidthHalf) / 512);
    QVERIFY(std::abs(t.expertGemmSeconds - 2.1212e-3) < 1e-6);
}

void TestMoeStep::everyExpertIsInMemory()
{
    // DeepSeek-V3 on 64 accelerators, t = p = 1, EP 64, ZeRO-1 with Adam (2 + 2 bytes and 12 over the replicas):
    // the 17,116,626,944 parameters outside the routed experts x (4 + 12 / 64) = 71.68 GB, the 653,908,770,816 of
    // the routed experts over EP 64 x (4 + 12 / 1) = 163.48 GB: 235.15 GB of states, which no 80 GB holds.
    gp::MoeStepJob j;
    j.shape = gp::findMoePreset("deepseek-v3")->shape;
    j.accelerators = 64;
    j.globalBatchTokens = 64 * 4096;
    gp::Fabric f = smallFabric();
    f.memoryGb = 80;
    const gp::MoeStepTime t = gp::moeStepTime(j, f, dataOnly(64), gp::ExpertLayout{64, 1});
    QVERIFY(std::abs(t.step.statesGb - 235.1536) < 1e-3);
    QVERIFY(!t.step.fits);
    QCOMPARE(t.activeParameters, 37551276032.0);
    // Counted as active, MFU is the published kind: 286.7 GFLOP a token.
    QVERIFY(std::abs(t.step.mfu * 64 * f.peakFlops / t.step.tokensPerSecond - 286712266752.0) < 1.0);
}

void TestMoeStep::badExpertLayoutsNameTheirField_data()
{
    QTest::addColumn<QString>("field");
    QTest::addColumn<std::function<void(gp::MoeStepJob&, gp::ExpertLayout&)>>("spoil");
    using J = gp::MoeStepJob;
    using E = gp::ExpertLayout;
    QTest::newRow("EP not dividing the experts")
        << "expert_parallel" << std::function([](J&, E& e) { e.expertParallel = 3; });
    QTest::newRow("EP not dividing the accelerators")
        << "expert_parallel" << std::function([](J& j, E& e) { j.shape.experts = 32; e.expertParallel = 16; });
    QTest::newRow("EP below one") << "expert_parallel" << std::function([](J&, E& e) { e.expertParallel = 0; });
    QTest::newRow("ETP not dividing the expert width")
        << "expert_tensor" << std::function([](J&, E& e) { e.expertTensor = 3; });
    QTest::newRow("top-k above the experts")
        << "experts_per_token" << std::function([](J& j, E&) { j.shape.expertsPerToken = 9; });
    QTest::newRow("a capacity factor below one")
        << "capacity_factor" << std::function([](J& j, E&) { j.routing = gp::Routing::Dropped; j.capacityFactor = 0.5; });
}

void TestMoeStep::badExpertLayoutsNameTheirField()
{
    QFETCH(QString, field);
    QFETCH(std::function<void(gp::MoeStepJob&, gp::ExpertLayout&)>, spoil);
    gp::MoeStepJob j = smallJob(8);
    gp::ExpertLayout e{8, 1};
    spoil(j, e);
    try {
        gp::moeStepTime(j, smallFabric(), dataOnly(8), e);
        QFAIL("the step was modelled");
    } catch (const gp::Error& err) {
        QCOMPARE(QString::fromStdString(err.subject()), field);
    }
}

QTEST_APPLESS_MAIN(TestMoeStep)
#include "tst_moestep.moc"
