// The Mixture-of-Experts training step (docs/model.md section 26): its FLOPs count the active parameters, its
// all-to-all crosses the link or the network as the expert degree reaches, its memory holds every expert, and the
// expert layouts that cannot be run are refused with their field.
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
