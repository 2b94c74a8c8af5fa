// The Mixture-of-Experts shape (docs/model.md section 26): parameters counted from each published model's matrices,
// checked against the counts its makers publish, and the shapes that cannot be counted refused with their field.
#include "io/Error.h"
#include "performance/MoeShape.h"

#include <QTest>

#include <cmath>
#include <functional>

class TestMoeShape : public QObject {
    Q_OBJECT
private slots:
    void deepSeekV3ByHand();
    void presetsMatchTheirPublishedCounts_data();
    void presetsMatchTheirPublishedCounts();
    void badShapesNameTheirField_data();
    void badShapesNameTheirField();
};

void TestMoeShape::deepSeekV3ByHand()
{
    // DeepSeek-V3's config: one layer's latent attention
    //   queries  7168 x 1536 + 1536 x 128 x (128 + 64)   = 11,010,048 + 37,748,736
    //   latent   7168 x (512 + 64)                       =  4,128,768
    //   keys and values 512 x 128 x (128 + 128)          = 16,777,216
    //   output   128 x 128 x 7168                        = 117,440,512      in all 187,105,280
    // one expert 3 x 7168 x 2048 = 44,040,192; a dense FFN 3 x 7168 x 18432 = 396,361,728; a router 7168 x 256;
    // embeddings 2 x 129,280 x 7168 = 1,853,358,080. 61 layers, 3 dense, 58 with 256 routed and 1 shared expert:
    //   shared part = 61 x 187,105,280 + 3 x 396,361,728 + 1,853,358,080 + 58 x (1,835,008 + 44,040,192)
    //               = 11,413,422,080 + 1,189,085,184 + 1,853,358,080 + 2,660,761,600 = 17,116,626,944
    //   total  = shared + 58 x 256 x 44,040,192 = 17,116,626,944 + 653,908,770,816 = 671,025,397,760
    //   active = shared + 58 x 8 x 44,040,192   = 17,116,626,944 + 20,434,649,088  =  37,551,276,032
    const gp::MoePreset* p = gp::findMoePreset("deepseek-v3");
    QVERIFY(p);
    const gp::MoeParameters m = gp::moeParameters(p->shape);
    QCOMPARE(m.attention, 187105280.0);
    QCOMPARE(m.expert, 44040192.0);
    QCOMPARE(m.total, 671025397760.0);
    QCOMPARE(m.active, 37551276032.0);
}

void TestMoeShape::presetsMatchTheirPublishedCounts_data()
{
    QTest::addColumn<QString>("id");
    for (const char* id : {"deepseek-v3", "qwen3-235b-a22b", "qwen3-30b-a3b", "gpt-oss-120b", "mixtral-8x22b",
                           "kimi-k2"})
        QTest::newRow(id) << QString::fromLatin1(id);
}

void TestMoeShape::presetsMatchTheirPublishedCounts()
{
    // Counted from the matrices (norms and biases left out), each within 2 % of what its makers publish: DeepSeek-V3
    // 671.0B of 671B and 37.6B of 37B, Kimi K2 1,026B of 1.04T (1.3 % short) and 32.9B of 32.6B, Qwen3-235B-A22B
    // 235.1B and 22.2B, Qwen3-30B-A3B 30.5B and 3.35B of 3.3B, Mixtral 8x22B 140.6B of 141B and 39.2B of 39B.
    // gpt-oss-120b's card leaves the input embedding out of its active count: 5.71B - 0.58B = 5.131B of 5.13B.
    QFETCH(QString, id);
    const gp::MoePreset* p = gp::findMoePreset(id.toStdString());
    QVERIFY(p);
    QVERIFY(!p->source.empty());
    const gp::MoeParameters m = gp::moeParameters(p->shape);
    QVERIFY2(std::abs(m.total / p->publishedTotal - 1) < 0.02, qPrintable(QString::number(m.total / 1e9)));
    const double active = id == QLatin1String("gpt-oss-120b") ? m.active - m.embeddings / 2 : m.active;
    QVERIFY2(std::abs(active / p->publishedActive - 1) < 0.02, qPrintable(QString::number(active / 1e9)));
    QVERIFY(m.active < m.total / 3);
}

void TestMoeShape::badShapesNameTheirField_data()
{
    QTest::addColumn<QString>("field");
    QTest::addColumn<std::function<void(gp::MoeShape&)>>("spoil");
    using S = gp::MoeShape;
    QTest::newRow("top-k above the experts") << "experts_per_token" << std::function([](S& s) { s.expertsPerToken = 9; });
    QTest::newRow("shared without routed")
        << "shared_experts" << std::function([](S& s) { s.experts = 0; s.sharedExperts = 1; });
    QTest::newRow("no experts") << "experts" << std::function([](S& s) { s.experts = 0; });
    QTest::newRow("every layer dense") << "dense_layers" << std::function([](S& s) { s.denseLayers = 56; });
    QTest::newRow("dense layers without a width")
        << "ffn" << std::function([](S& s) { s.denseLayers = 1; s.ffn = 0; });
    QTest::newRow("NaN width") << "hidden" << std::function([](S& s) { s.hidden = std::nan(""); });
    QTest::newRow("half an expert") << "expert_ffn" << std::function([](S& s) { s.expertFfn = 1.5; });
    QTest::newRow("key-value heads not dividing") << "kv_heads" << std::function([](S& s) { s.kvHeads = 7; });
}

void TestMoeShape::badShapesNameTheirField()
{
    QFETCH(QString, field);
    QFETCH(std::function<void(gp::MoeShape&)>, spoil);
    gp::MoeShape s = gp::findMoePreset("mixtral-8x22b")->shape;
    spoil(s);
    try {
        gp::moeParameters(s);
        QFAIL("the shape was counted");
    } catch (const gp::Error& e) {
        QCOMPARE(QString::fromStdString(e.subject()), field);
    }
}

QTEST_APPLESS_MAIN(TestMoeShape)
#include "tst_moeshape.moc"
