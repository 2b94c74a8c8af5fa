#include "CliRun.h"

#include <QFile>
#include <QFile>
#include <QJsonArray>
#include <QTemporaryDir>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using gptest::cli;
using gptest::json;

// goodput-cli performance: one training step from the parallel layout (docs/model.md section 23).
class TestCliPerformance : public QObject {
    Q_OBJECT
private slots:
    void searchPrintsTheKeysOfTheIssue();
    void aGivenLayoutIsEvaluated();
    void recomputationLowersMfuAndRaisesHfu();
    void overlapAndAttentionFlags();
    void topListsTheFastestLayouts();
    void aPlanSuppliesTheDefaults();
    void compareRowsCarryTheirLayout();
    void unevenStagesOnLlama3Shape();
    void aShapeFromTheParameterCount();
    void theClusterNetworkIsAnInput();
    void badInputIsAnError_data();
    void badInputIsAnError();
    void badLayoutsAndNetworksNameTheFlag_data();
    void badLayoutsAndNetworksNameTheFlag();
    void aPlansBadLayoutOrNetworkNamesItsField();
    void theHelpSaysAnyPipelineUpToTheLayers();
};

namespace {

// Llama 2 70B's shape, 4M tokens a step, on 512 H100; a flag in `more` replaces the one given here.
QStringList seventyB(const QStringList& more = {})
{
    QStringList base{QStringLiteral("--params"), QStringLiteral("70e9"), QStringLiteral("--layers"),
                     QStringLiteral("80"), QStringLiteral("--hidden"), QStringLiteral("8192"),
                     QStringLiteral("--heads"), QStringLiteral("64"), QStringLiteral("--kv-heads"),
                     QStringLiteral("8"), QStringLiteral("--sequence"), QStringLiteral("4096"),
                     QStringLiteral("--vocab"), QStringLiteral("32000"), QStringLiteral("--global-batch-tokens"),
                     QStringLiteral("4194304"), QStringLiteral("--accelerator"), QStringLiteral("h100-80gb"),
                     QStringLiteral("--accelerators"), QStringLiteral("512")};
    for (qsizetype i = 0; i + 1 < more.size(); i += 2) {
        const qsizetype at = base.indexOf(more[i]);
        if (at >= 0)
            base[at + 1] = more[i + 1];
        else
            base << more[i] << more[i + 1];
    }
    return QStringList{QStringLiteral("performance")} + base;
}

void checkKeys(const QJsonObject& o)
{
    for (const char* key : {"mfu", "hfu", "tokens_per_second", "step_seconds", "breakdown_seconds",
                            "memory_gb_per_accelerator", "fits", "layout"})
        QVERIFY2(o.contains(QLatin1String(key)), key);
    // The held-out error band (docs/model.md section 23), a positive fraction.
    QVERIFY(o.value(QStringLiteral("error_band")).toDouble() > 0);
    const QJsonObject b = o.value(QStringLiteral("breakdown_seconds")).toObject();
    double sum = 0;
    for (const char* key : {"compute", "tensor_parallel", "pipeline_bubble", "pipeline_p2p", "data_parallel",
                            "recompute", "context_parallel", "multislice"}) {
        QVERIFY2(b.contains(QLatin1String(key)), key);
        sum += b.value(QLatin1String(key)).toDouble();
    }
    // The breakdown is the step.
    QVERIFY(std::abs(sum - o.value(QStringLiteral("step_seconds")).toDouble()) < 1e-9 * sum);
    const QJsonObject l = o.value(QStringLiteral("layout")).toObject();
    for (const char* key : {"tensor", "pipeline", "data", "context", "micro_batch", "sharding", "recompute"})
        QVERIFY2(l.contains(QLatin1String(key)), key);
}

int product(const QJsonObject& o)
{
    const QJsonObject l = o.value(QStringLiteral("layout")).toObject();
    return l.value(QStringLiteral("tensor")).toInt() * l.value(QStringLiteral("pipeline")).toInt() *
           l.value(QStringLiteral("data")).toInt() * l.value(QStringLiteral("context")).toInt();
}

} // namespace

void TestCliPerformance::searchPrintsTheKeysOfTheIssue()
{
    const gptest::Run r = cli(seventyB());
    QCOMPARE(r.exitCode, 0);
    const QJsonObject o = json(r);
    checkKeys(o);
    QVERIFY(o.value(QStringLiteral("fits")).toBool());
    QCOMPARE(product(o), 512);
    const QJsonObject l = o.value(QStringLiteral("layout")).toObject();
    QVERIFY(l.value(QStringLiteral("tensor")).toInt() <= 8);
    QCOMPARE(80 % l.value(QStringLiteral("pipeline")).toInt(), 0);
    // Below the H100's achievable matrix efficiency (0.63), and tokens/s x step = the batch.
    const double mfu = o.value(QStringLiteral("mfu")).toDouble();
    QVERIFY(mfu > 0.3 && mfu <= 0.63);
    QVERIFY(std::abs(o.value(QStringLiteral("tokens_per_second")).toDouble() *
                         o.value(QStringLiteral("step_seconds")).toDouble() -
                     4194304.0) < 1e-3);
    QVERIFY(!o.contains(QStringLiteral("layouts")));
}

void TestCliPerformance::aGivenLayoutIsEvaluated()
{
    const gptest::Run r = cli(seventyB({QStringLiteral("--tensor"), QStringLiteral("8"), QStringLiteral("--pipeline"),
                                        QStringLiteral("4"), QStringLiteral("--micro-batch"), QStringLiteral("2")}));
    QCOMPARE(r.exitCode, 0);
    const QJsonObject o = json(r);
    checkKeys(o);
    const QJsonObject l = o.value(QStringLiteral("layout")).toObject();
    QCOMPARE(l.value(QStringLiteral("tensor")).toInt(), 8);
    QCOMPARE(l.value(QStringLiteral("pipeline")).toInt(), 4);
    QCOMPARE(l.value(QStringLiteral("data")).toInt(), 16);
    QCOMPARE(l.value(QStringLiteral("micro_batch")).toInt(), 2);
    QCOMPARE(l.value(QStringLiteral("sharding")).toString(), QStringLiteral("zero1"));
    QCOMPARE(l.value(QStringLiteral("recompute")).toString(), QStringLiteral("none"));
    // No recomputation: HFU is MFU; the search's best is at least as fast.
    QCOMPARE(o.value(QStringLiteral("hfu")).toDouble(), o.value(QStringLiteral("mfu")).toDouble());
    QVERIFY(json(cli(seventyB())).value(QStringLiteral("tokens_per_second")).toDouble() >=
            o.value(QStringLiteral("tokens_per_second")).toDouble());
}

void TestCliPerformance::recomputationLowersMfuAndRaisesHfu()
{
    const QStringList layout{QStringLiteral("--tensor"), QStringLiteral("8"), QStringLiteral("--pipeline"),
                             QStringLiteral("4")};
    const QJsonObject none = json(cli(seventyB(layout + QStringList{QStringLiteral("--recompute"), QStringLiteral("none")})));
    const QJsonObject full = json(cli(seventyB(layout + QStringList{QStringLiteral("--recompute"), QStringLiteral("full")})));
    QVERIFY(full.value(QStringLiteral("mfu")).toDouble() < none.value(QStringLiteral("mfu")).toDouble());
    QVERIFY(full.value(QStringLiteral("hfu")).toDouble() > full.value(QStringLiteral("mfu")).toDouble());
    QVERIFY(full.value(QStringLiteral("memory_gb_per_accelerator")).toDouble() <
            none.value(QStringLiteral("memory_gb_per_accelerator")).toDouble());
}

// --tp-overlap hides tensor-parallel collectives, --unfused-attention makes the scores' traffic count, --grad-reduce
// bf16 halves the gradients' bytes (docs/model.md section 23, "Overlap"); the layout says which were taken.
void TestCliPerformance::overlapAndAttentionFlags()
{
    const QStringList layout{QStringLiteral("--tensor"), QStringLiteral("8"), QStringLiteral("--pipeline"),
                             QStringLiteral("4")};
    const QJsonObject plain = json(cli(seventyB(layout)));
    const QJsonObject overlap = json(cli(seventyB(layout) + QStringList{QStringLiteral("--tp-overlap")}));
    const QJsonObject unfused = json(cli(seventyB(layout) + QStringList{QStringLiteral("--unfused-attention")}));
    const QJsonObject bf16 =
        json(cli(seventyB(layout + QStringList{QStringLiteral("--grad-reduce"), QStringLiteral("bf16")})));
    auto tp = [](const QJsonObject& o) {
        return o.value(QStringLiteral("breakdown_seconds")).toObject().value(QStringLiteral("tensor_parallel")).toDouble();
    };
    QVERIFY(tp(overlap) < tp(plain));
    QVERIFY(overlap.value(QStringLiteral("layout")).toObject().value(QStringLiteral("tp_comm_overlap")).toBool());
    QVERIFY(unfused.value(QStringLiteral("memory_gb_per_accelerator")).toDouble() >
            plain.value(QStringLiteral("memory_gb_per_accelerator")).toDouble());
    QCOMPARE(bf16.value(QStringLiteral("layout")).toObject().value(QStringLiteral("grad_reduce")).toString(),
             QStringLiteral("bf16"));
    QVERIFY(bf16.value(QStringLiteral("mfu")).toDouble() >= plain.value(QStringLiteral("mfu")).toDouble());
    QVERIFY(cli(seventyB(layout + QStringList{QStringLiteral("--grad-reduce"), QStringLiteral("fp16")})).exitCode != 0);
}

void TestCliPerformance::topListsTheFastestLayouts()
{
    const QJsonObject o = json(cli(seventyB({QStringLiteral("--top"), QStringLiteral("4")})));
    const QJsonArray layouts = o.value(QStringLiteral("layouts")).toArray();
    QCOMPARE(layouts.size(), 4);
    double before = 1e300;
    for (const QJsonValue& v : layouts) {
        checkKeys(v.toObject());
        QCOMPARE(product(v.toObject()), 512);
        const double tps = v.toObject().value(QStringLiteral("tokens_per_second")).toDouble();
        QVERIFY(tps <= before);
        before = tps;
    }
    QCOMPARE(layouts.first().toObject().value(QStringLiteral("layout")), o.value(QStringLiteral("layout")));
}

void TestCliPerformance::aPlanSuppliesTheDefaults()
{
    // The 70B plan: 64 nodes of 8 H100, t 8, p 1, ZeRO-1, full recomputation. Its own layout is evaluated; with
    // --top the search goes over t and p, keeping its micro-batch, sharding and recomputation.
    const QString plan = QStringLiteral(GOODPUT_TEST_DATA "/plans/llm-70b-14-days.gpplan");
    const QJsonObject own = json(cli({QStringLiteral("performance"), plan, QStringLiteral("--global-batch-tokens"),
                                      QStringLiteral("4194304")}));
    checkKeys(own);
    const QJsonObject l = own.value(QStringLiteral("layout")).toObject();
    QCOMPARE(l.value(QStringLiteral("tensor")).toInt(), 8);
    QCOMPARE(l.value(QStringLiteral("data")).toInt(), 64);
    QCOMPARE(l.value(QStringLiteral("recompute")).toString(), QStringLiteral("full"));
    QCOMPARE(own.value(QStringLiteral("accelerator")).toString(), QStringLiteral("h100-80gb"));
    // A flag overrides the plan: the same run without recomputation is faster.
    const QJsonObject noRecompute = json(cli({QStringLiteral("performance"), plan, QStringLiteral("--global-batch-tokens"),
                                              QStringLiteral("4194304"), QStringLiteral("--recompute"),
                                              QStringLiteral("none")}));
    QVERIFY(noRecompute.value(QStringLiteral("mfu")).toDouble() > own.value(QStringLiteral("mfu")).toDouble());
    const QJsonObject searched = json(cli({QStringLiteral("performance"), plan, QStringLiteral("--global-batch-tokens"),
                                           QStringLiteral("4194304"), QStringLiteral("--top"), QStringLiteral("2")}));
    QCOMPARE(searched.value(QStringLiteral("layouts")).toArray().size(), 2);
    QVERIFY(searched.value(QStringLiteral("tokens_per_second")).toDouble() >=
            own.value(QStringLiteral("tokens_per_second")).toDouble());
}

// The 70B plan with the layout as its MFU's source (no degrees given, docs/model.md section 23, "In the plan"):
// the command takes the plan's global batch, and compare recommends an accelerator with the layout it runs,
// where the plan's own replicated data parallel fits none.
void TestCliPerformance::compareRowsCarryTheirLayout()
{
    const QString plan = QStringLiteral(GOODPUT_TEST_DATA "/plans/llm-70b-layout.gpplan");
    const QJsonObject step = json(cli({QStringLiteral("performance"), plan}));
    checkKeys(step);
    QCOMPARE(product(step), 512);
    // 42.0 %: t 4, p 8, d 16, v 2, ZeRO-2, the data-parallel collectives overlapped with the passes.
    QVERIFY(std::abs(step.value(QStringLiteral("mfu")).toDouble() - 0.420) < 0.0005);
    const QJsonObject compare = json(cli({QStringLiteral("compare"), plan}));
    QVERIFY2(compare.value(QStringLiteral("recommended")).isString(),
             qPrintable(compare.value(QStringLiteral("reason")).toString()));
    int layouts = 0;
    for (const QJsonValue& v : compare.value(QStringLiteral("accelerators")).toArray()) {
        const QJsonObject row = v.toObject();
        QVERIFY(row.contains(QStringLiteral("layout")));
        if (row.value(QStringLiteral("mfu_source")).toString() != QLatin1String("layout"))
            continue;
        ++layouts;
        checkKeys(row.value(QStringLiteral("step")).toObject());
        QCOMPARE(product(row.value(QStringLiteral("step")).toObject()), row.value(QStringLiteral("accelerators")).toInt());
        QCOMPARE(row.value(QStringLiteral("mfu")).toDouble(),
                 row.value(QStringLiteral("step")).toObject().value(QStringLiteral("mfu")).toDouble());
    }
    QVERIFY(layouts >= 5);
    // The plan's figure as its source: no row has a layout.
    const QJsonObject fixed = json(cli({QStringLiteral("compare"), QStringLiteral(GOODPUT_TEST_DATA "/plans/llm-70b-14-days.gpplan")}));
    for (const QJsonValue& v : fixed.value(QStringLiteral("accelerators")).toArray())
        QVERIFY(v.toObject().value(QStringLiteral("layout")).isNull());
}

void TestCliPerformance::unevenStagesOnLlama3Shape()
{
    // Llama 3 405B's 126 layers on 16 stages, which Meta ran: the embedding and the loss take a layer's place on
    // the first and last stage, 128 slots of 8 each, so 7 + 8 x 14 + 7.
    const QStringList llama{QStringLiteral("--params"), QStringLiteral("405e9"), QStringLiteral("--layers"),
                            QStringLiteral("126"), QStringLiteral("--hidden"), QStringLiteral("16384"),
                            QStringLiteral("--heads"), QStringLiteral("128"), QStringLiteral("--kv-heads"),
                            QStringLiteral("8"), QStringLiteral("--sequence"), QStringLiteral("8192"),
                            QStringLiteral("--vocab"), QStringLiteral("128256"), QStringLiteral("--global-batch-tokens"),
                            QStringLiteral("16777216"), QStringLiteral("--tensor"), QStringLiteral("8")};
    const gptest::Run r = cli(seventyB(llama + QStringList{QStringLiteral("--pipeline"), QStringLiteral("16"),
                                                           QStringLiteral("--accelerators"), QStringLiteral("8192")}));
    QCOMPARE(r.exitCode, 0);
    const QJsonObject o = json(r);
    checkKeys(o);
    QCOMPARE(o.value(QStringLiteral("layout")).toObject().value(QStringLiteral("pipeline")).toInt(), 16);
    QCOMPARE(o.value(QStringLiteral("split")).toString(), QStringLiteral("7 + 8\u00d714 + 7"));
    const QJsonArray stages = o.value(QStringLiteral("stages")).toArray();
    QCOMPARE(stages.size(), 16);
    int sum = 0;
    for (qsizetype i = 0; i < stages.size(); ++i) {
        QCOMPARE(stages[i].toInt(), i == 0 || i == 15 ? 7 : 8);
        sum += stages[i].toInt();
    }
    QCOMPARE(sum, 126);
    // 200 stages of 126 layers would leave stages with none: refused, the flag named.
    const gptest::Run bad = cli(seventyB(llama + QStringList{QStringLiteral("--pipeline"), QStringLiteral("200"),
                                                             QStringLiteral("--accelerators"), QStringLiteral("1600")}));
    QCOMPARE(bad.exitCode, 2);
    QVERIFY2(bad.err.contains("--pipeline") && bad.err.contains("126 layers"), bad.err.constData());
    // A plan that holds 128 stages of its 80 layers is refused by its own field.
    QFile source(QStringLiteral(GOODPUT_TEST_DATA "/plans/llm-70b-layout.gpplan"));
    QVERIFY(source.open(QIODevice::ReadOnly));
    QJsonObject plan = QJsonDocument::fromJson(source.readAll()).object();
    QJsonObject training = plan.value(QStringLiteral("training")).toObject();
    training.insert(QStringLiteral("parallelism"), QJsonObject{{QStringLiteral("tensor"), 4}, {QStringLiteral("pipeline"), 128}});
    plan.insert(QStringLiteral("training"), training);
    QTemporaryDir dir;
    QFile held(dir.filePath(QStringLiteral("held.gpplan")));
    QVERIFY(held.open(QIODevice::WriteOnly));
    held.write(QJsonDocument(plan).toJson());
    held.close();
    const gptest::Run fromPlan = cli({QStringLiteral("performance"), held.fileName(), QStringLiteral("--accelerator"),
                                      QStringLiteral("h100-80gb")});
    QCOMPARE(fromPlan.exitCode, 2);
    QVERIFY2(fromPlan.err.contains("training.parallelism.pipeline") && fromPlan.err.contains("80 layers"),
             fromPlan.err.constData());
}

// A plan with its parameter count and no shape (docs/model.md section 23, "A shape from the parameter count"): the
// nearest published family's shape, 70e9 -> Llama 3 70B (|ln(70 / 70.55)| = 0.008 against Llama 2 70B's 0.015),
// is the step model's, exactly as if the plan had given it, and compare recommends an accelerator with its layout.
void TestCliPerformance::aShapeFromTheParameterCount()
{
    const QString plan = QStringLiteral(GOODPUT_TEST_DATA "/plans/llm-70b-no-shape.gpplan");
    const QString assumed = QStringLiteral("assumed from Llama 3 70B");
    const QJsonObject step = json(cli({QStringLiteral("performance"), plan}));
    checkKeys(step);
    QCOMPARE(step.value(QStringLiteral("shape_source")).toString(), assumed);
    QCOMPARE(product(step), 512);
    // The same job with Llama 3 70B's shape given by flags: 80 layers, h 8192, 64 heads, 8 key-value heads,
    // 8,192 tokens, a vocabulary of 128,256; the plan's 70e9 parameters and 4,194,304 tokens a step on 512 H100.
    const QJsonObject given = json(cli(seventyB({QStringLiteral("--sequence"), QStringLiteral("8192"),
                                                 QStringLiteral("--vocab"), QStringLiteral("128256")})));
    QCOMPARE(given.value(QStringLiteral("shape_source")).toString(), QStringLiteral("flags"));
    QCOMPARE(step.value(QStringLiteral("layout")), given.value(QStringLiteral("layout")));
    QCOMPARE(step.value(QStringLiteral("mfu")).toDouble(), given.value(QStringLiteral("mfu")).toDouble());
    QCOMPARE(step.value(QStringLiteral("step_seconds")).toDouble(), given.value(QStringLiteral("step_seconds")).toDouble());

    const QJsonObject compare = json(cli({QStringLiteral("compare"), plan}));
    QCOMPARE(compare.value(QStringLiteral("shape_source")).toString(), assumed);
    QVERIFY2(compare.value(QStringLiteral("recommended")).isString(),
             qPrintable(compare.value(QStringLiteral("reason")).toString()));
    const QJsonObject best = compare.value(QStringLiteral("plan_search")).toObject().value(QStringLiteral("recommended")).toObject();
    QCOMPARE(best.value(QStringLiteral("accelerator")), compare.value(QStringLiteral("recommended")));
    const QJsonObject layout = best.value(QStringLiteral("layout")).toObject();
    QVERIFY(!layout.isEmpty()); // the MFU's source is the layout, as for a plan with a shape
    QCOMPARE(layout.value(QStringLiteral("tensor")).toInt() * layout.value(QStringLiteral("pipeline")).toInt() *
                 layout.value(QStringLiteral("data")).toInt() * layout.value(QStringLiteral("context")).toInt(),
             best.value(QStringLiteral("accelerators")).toInt());
    for (const QJsonValue& v : compare.value(QStringLiteral("accelerators")).toArray()) {
        const QJsonObject row = v.toObject();
        QCOMPARE(row.value(QStringLiteral("mfu_source")).toString(), QStringLiteral("layout"));
        if (row.value(QStringLiteral("accelerator")).toString() == QLatin1String("h100-80gb"))
            QCOMPARE(row.value(QStringLiteral("mfu")).toDouble(), step.value(QStringLiteral("mfu")).toDouble());
    }
    // A plan that gives its shape says so.
    const QJsonObject own = json(cli({QStringLiteral("compare"), QStringLiteral(GOODPUT_TEST_DATA "/plans/llm-70b-layout.gpplan")}));
    QCOMPARE(own.value(QStringLiteral("shape_source")).toString(), QStringLiteral("plan"));
}

// The cluster's network over the catalog's (docs/model.md section 23, "The cluster's network"). The 70B plan holds
// t 8, p 1, d 64, ZeRO-1 on nodes of 8 H100: no two replicas share a node (j = gcd(64, 8 / 8) = 1), so the
// gradients' reduction R crosses the scale-out network alone and takes a time in proportion to 1 / O. Exposed beyond
// the same overlap at 100, 200 and 400 Gb/s, the data-parallel time R/O - c falls by R/2 from 100 to 200 and by R/4
// from 200 to 400: the first fall is exactly twice the second, and nothing else in the step moves.
void TestCliPerformance::theClusterNetworkIsAnInput()
{
    const QString plan = QStringLiteral(GOODPUT_TEST_DATA "/plans/llm-70b-14-days.gpplan");
    const QStringList base{QStringLiteral("performance"), plan, QStringLiteral("--global-batch-tokens"), QStringLiteral("4194304")};
    const auto dp = [](const QJsonObject& o) {
        return o.value(QStringLiteral("breakdown_seconds")).toObject().value(QStringLiteral("data_parallel")).toDouble();
    };
    const QJsonObject catalog = json(cli(base));
    const QJsonObject net = catalog.value(QStringLiteral("network")).toObject();
    QCOMPARE(net.value(QStringLiteral("source")).toString(), QStringLiteral("catalog")); // unchanged by default
    QCOMPARE(net.value(QStringLiteral("scale_out_gbps")).toDouble(), 100.0);
    const QJsonObject fast = json(cli(base + QStringList{QStringLiteral("--scale-out-gbps"), QStringLiteral("400")}));
    const QJsonObject mid = json(cli(base + QStringList{QStringLiteral("--scale-out-gbps"), QStringLiteral("200")}));
    QCOMPARE(fast.value(QStringLiteral("layout")), catalog.value(QStringLiteral("layout")));
    const double first = dp(catalog) - dp(mid), second = dp(mid) - dp(fast);
    QVERIFY(second > 0);
    QVERIFY2(std::abs(first - 2 * second) < 1e-9 * first, qPrintable(QString::number(first / second, 'g', 12)));
    QCOMPARE(fast.value(QStringLiteral("step_seconds")).toDouble() - dp(fast),
             catalog.value(QStringLiteral("step_seconds")).toDouble() - dp(catalog));
    QCOMPARE(fast.value(QStringLiteral("network")).toObject().value(QStringLiteral("scale_out_gbps")).toDouble(), 400.0);
    // The preset A3 High is the catalog's own H100 network: the same step.
    const QJsonObject a3High = json(cli(base + QStringList{QStringLiteral("--network"), QStringLiteral("a3-high")}));
    QCOMPARE(a3High.value(QStringLiteral("step_seconds")).toDouble(), catalog.value(QStringLiteral("step_seconds")).toDouble());
    // The plan's own training.network: A3 Ultra is 400 Gb/s a GPU, the same as the flag.
    QTemporaryDir dir;
    QFile in(plan);
    QVERIFY(in.open(QIODevice::ReadOnly));
    QJsonObject doc = QJsonDocument::fromJson(in.readAll()).object();
    QJsonObject training = doc.value(QStringLiteral("training")).toObject();
    training.insert(QStringLiteral("network"), QJsonObject{{QStringLiteral("preset"), QStringLiteral("a3-ultra")}});
    doc.insert(QStringLiteral("training"), training);
    const QString ultra = dir.filePath(QStringLiteral("ultra.gpplan"));
    QFile out(ultra);
    QVERIFY(out.open(QIODevice::WriteOnly));
    out.write(QJsonDocument(doc).toJson());
    out.close();
    const QJsonObject fromPlan = json(cli({QStringLiteral("performance"), ultra, QStringLiteral("--global-batch-tokens"), QStringLiteral("4194304")}));
    QCOMPARE(fromPlan.value(QStringLiteral("network")).toObject().value(QStringLiteral("source")).toString(), QStringLiteral("a3-ultra"));
    QCOMPARE(dp(fromPlan), dp(fast));
    // A domain of 4 leaves no room for the plan's tensor degree of 8.
    QCOMPARE(cli(base + QStringList{QStringLiteral("--scale-up-domain"), QStringLiteral("4")}).exitCode, 2);
    for (const char* bad : {"0", "-400", "nan"}) {
        const gptest::Run r = cli(base + QStringList{QStringLiteral("--scale-out-gbps"), QLatin1String(bad)});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("--scale-out-gbps"), r.err.constData());
    }
    training.insert(QStringLiteral("network"), QJsonObject{{QStringLiteral("scale_out_gbps"), 0}});
    doc.insert(QStringLiteral("training"), training);
    QVERIFY(out.open(QIODevice::WriteOnly | QIODevice::Truncate));
    out.write(QJsonDocument(doc).toJson());
    out.close();
    const gptest::Run zero = cli({QStringLiteral("performance"), ultra});
    QCOMPARE(zero.exitCode, 2);
    QVERIFY2(zero.err.contains("training.network.scale_out_gbps"), zero.err.constData());
}

void TestCliPerformance::badInputIsAnError_data()
{
    QTest::addColumn<QStringList>("more");
    QTest::addColumn<QString>("named");
    QTest::newRow("tensor does not divide the accelerators")
        << QStringList{QStringLiteral("--tensor"), QStringLiteral("3"), QStringLiteral("--pipeline"), QStringLiteral("1")}
        << QStringLiteral("--tensor");
    QTest::newRow("tensor beyond the NVLink domain")
        << QStringList{QStringLiteral("--tensor"), QStringLiteral("16"), QStringLiteral("--pipeline"), QStringLiteral("1")}
        << QStringLiteral("--tensor");
    QTest::newRow("tensor does not divide the heads")
        << QStringList{QStringLiteral("--tensor"), QStringLiteral("128"), QStringLiteral("--pipeline"), QStringLiteral("1")}
        << QStringLiteral("--tensor");
    QTest::newRow("pipeline above the 80 layers")
        << QStringList{QStringLiteral("--tensor"), QStringLiteral("4"), QStringLiteral("--pipeline"), QStringLiteral("128")}
        << QStringLiteral("--pipeline");
    QTest::newRow("pipeline alone, above the layers")
        << QStringList{QStringLiteral("--pipeline"), QStringLiteral("128")} << QStringLiteral("--pipeline");
    QTest::newRow("micro-batch larger than the batch")
        << QStringList{QStringLiteral("--micro-batch"), QStringLiteral("2048")} << QStringLiteral("--micro-batch");
    QTest::newRow("micro-batch larger than a replica's batch")
        << QStringList{QStringLiteral("--tensor"), QStringLiteral("8"), QStringLiteral("--pipeline"), QStringLiteral("4"),
                       QStringLiteral("--micro-batch"), QStringLiteral("128")}
        << QStringLiteral("--micro-batch");
    QTest::newRow("interleave does not divide a stage's 20 layers")
        << QStringList{QStringLiteral("--tensor"), QStringLiteral("8"), QStringLiteral("--pipeline"), QStringLiteral("4"),
                       QStringLiteral("--interleave"), QStringLiteral("3")}
        << QStringLiteral("--interleave");
    QTest::newRow("context does not divide the accelerators")
        << QStringList{QStringLiteral("--context"), QStringLiteral("3")} << QStringLiteral("--context");
    QTest::newRow("zero tensor") << QStringList{QStringLiteral("--tensor"), QStringLiteral("0")}
                                 << QStringLiteral("--tensor");
    QTest::newRow("unknown sharding") << QStringList{QStringLiteral("--sharding"), QStringLiteral("zero4")}
                                      << QStringLiteral("--sharding");
    QTest::newRow("unknown recomputation") << QStringList{QStringLiteral("--recompute"), QStringLiteral("some")}
                                           << QStringLiteral("--recompute");
    QTest::newRow("int8 is not a training precision") << QStringList{QStringLiteral("--precision"), QStringLiteral("int8")}
                                                      << QStringLiteral("--precision");
    QTest::newRow("unknown accelerator") << QStringList{QStringLiteral("--accelerator"), QStringLiteral("h900")}
                                         << QStringLiteral("--accelerator");
    QTest::newRow("a batch that is not whole sequences")
        << QStringList{QStringLiteral("--global-batch-tokens"), QStringLiteral("5000")}
        << QStringLiteral("--global-batch-tokens");
    QTest::newRow("NaN parameters") << QStringList{QStringLiteral("--params"), QStringLiteral("nan")}
                                    << QStringLiteral("--params");
    QTest::newRow("a model too large to fit") << QStringList{QStringLiteral("--params"), QStringLiteral("1e14")}
                                              << QStringLiteral("--accelerators");
}

void TestCliPerformance::badInputIsAnError()
{
    QFETCH(QStringList, more);
    QFETCH(QString, named);
    const gptest::Run r = cli(seventyB(more));
    QCOMPARE(r.exitCode, 2);
    QVERIFY(r.out.isEmpty());
    QVERIFY2(QString::fromUtf8(r.err).contains(named), r.err.constData());
    QVERIFY2(!r.err.contains("At Most"), r.err.constData());
}

// Bad layouts and networks (docs/model.md section 23, "Bad input" and "The cluster's network"): exit status 2,
// nothing printed, the flag named and why.
void TestCliPerformance::badLayoutsAndNetworksNameTheFlag_data()
{
    QTest::addColumn<QStringList>("more");
    QTest::addColumn<QString>("named");
    QTest::addColumn<QString>("says");
    const auto row = [](const char* name, std::initializer_list<const char*> args, const char* flag, const char* says) {
        QStringList more;
        for (const char* a : args)
            more << QString::fromLatin1(a);
        QTest::newRow(name) << more << QString::fromLatin1(flag) << QString::fromUtf8(says);
    };
    // 100 stages of 80 layers, which do not divide the 512 accelerators either: the layers are named.
    row("pipeline above the layers, before the count", {"--tensor", "1", "--pipeline", "100"}, "--pipeline",
        "at most the 80 layers");
    row("pipeline one above the layers", {"--pipeline", "81"}, "--pipeline", "80 layers");
    row("pipeline above the layers, searched", {"--pipeline", "160", "--accelerators", "640"}, "--pipeline",
        "a stage with no layer");
    row("pipeline zero", {"--pipeline", "0"}, "--pipeline", "");
    row("pipeline negative", {"--pipeline", "-4"}, "--pipeline", "");
    row("pipeline NaN", {"--pipeline", "nan"}, "--pipeline", "finite");
    row("pipeline infinite", {"--pipeline", "inf"}, "--pipeline", "finite");
    row("pipeline a fraction", {"--pipeline", "2.5"}, "--pipeline", "");
    row("scale-out zero", {"--scale-out-gbps", "0"}, "--scale-out-gbps", "greater than zero");
    row("scale-out negative", {"--scale-out-gbps", "-1"}, "--scale-out-gbps", "greater than zero");
    row("scale-out NaN", {"--scale-out-gbps", "nan"}, "--scale-out-gbps", "finite");
    row("scale-out infinite", {"--scale-out-gbps", "inf"}, "--scale-out-gbps", "finite");
    row("scale-out minus infinity", {"--scale-out-gbps", "-inf"}, "--scale-out-gbps", "finite");
    row("scale-out beyond a double", {"--scale-out-gbps", "1e400"}, "--scale-out-gbps", "out of range");
    row("scale-out denormal", {"--scale-out-gbps", "1e-320"}, "--scale-out-gbps", "0.01 to 100,000 Gb/s");
    row("scale-out below 10 Mb/s", {"--scale-out-gbps", "0.005"}, "--scale-out-gbps", "0.01 to 100,000 Gb/s");
    row("scale-out absurd", {"--scale-out-gbps", "1e300"}, "--scale-out-gbps", "0.01 to 100,000 Gb/s");
    row("scale-up domain zero", {"--scale-up-domain", "0"}, "--scale-up-domain", "1 to 100,000");
    row("scale-up domain a fraction", {"--scale-up-domain", "2.5"}, "--scale-up-domain", "1 to 100,000");
    row("scale-up domain NaN", {"--scale-up-domain", "nan"}, "--scale-up-domain", "finite");
    row("scale-up domain infinite", {"--scale-up-domain", "inf"}, "--scale-up-domain", "finite");
    row("scale-up domain absurd", {"--scale-up-domain", "1e9"}, "--scale-up-domain", "1 to 100,000");
    row("unknown network", {"--network", "a9"}, "--network", "a3-mega");
    // Sizes whose step would overflow to an infinite time.
    row("a batch beyond 1e10 tokens", {"--global-batch-tokens", "4e300"}, "--global-batch-tokens", "at most 1e+10");
    row("parameters beyond 1e16", {"--params", "1e300"}, "--params", "at most 1e+16");
}

void TestCliPerformance::badLayoutsAndNetworksNameTheFlag()
{
    QFETCH(QStringList, more);
    QFETCH(QString, named);
    QFETCH(QString, says);
    const gptest::Run r = cli(seventyB(more));
    QCOMPARE(r.exitCode, 2);
    QVERIFY(r.out.isEmpty());
    const QString err = QString::fromUtf8(r.err);
    QVERIFY2(err.startsWith(QStringLiteral("goodput-cli: error: ") + named + QLatin1Char(' ')), r.err.constData());
    QVERIFY2(err.contains(says), r.err.constData());
}

// A plan file's layout or network: refused when the plan is read, by every command, its field named.
void TestCliPerformance::aPlansBadLayoutOrNetworkNamesItsField()
{
    QFile source(QStringLiteral(GOODPUT_TEST_DATA "/plans/llm-70b-layout.gpplan"));
    QVERIFY(source.open(QIODevice::ReadOnly));
    const QByteArray original = source.readAll();
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("bad.gpplan"));
    // The plan's training section with `key` set to the JSON text `value`, written as text (1e400 is no double).
    const auto write = [&](const char* key, const char* value) {
        QJsonObject plan = QJsonDocument::fromJson(original).object();
        QJsonObject training = plan.value(QStringLiteral("training")).toObject();
        training.insert(QLatin1String(key), QStringLiteral("@"));
        plan.insert(QStringLiteral("training"), training);
        QByteArray text = QJsonDocument(plan).toJson();
        text.replace("\"@\"", value);
        QFile out(path);
        QVERIFY(out.open(QIODevice::WriteOnly | QIODevice::Truncate));
        out.write(text);
    };
    const struct {
        const char* key;
        const char* value;
        const char* named;
        const char* says;
    } cases[] = {
        {"parallelism", R"({"tensor": 1, "pipeline": 100})", "training.parallelism.pipeline is out of range",
         "at most the 80 layers of training.shape.layers"},
        {"parallelism", R"({"pipeline": 81})", "training.parallelism.pipeline", "a stage with no layer"},
        {"network", R"({"scale_out_gbps": 0})", "training.network.scale_out_gbps must be greater than zero", ""},
        {"network", R"({"scale_out_gbps": -1})", "training.network.scale_out_gbps", "0.01 to 100,000 Gb/s"},
        {"network", R"({"scale_out_gbps": 1e300})", "training.network.scale_out_gbps is out of range", ""},
        {"network", R"({"scale_out_gbps": 0.001})", "training.network.scale_out_gbps", "0.01 to 100,000 Gb/s"},
        {"network", R"({"preset": "a4", "scale_out_gbps": 0})", "training.network.scale_out_gbps", ""},
        {"network", R"({"scale_up_domain": 0})", "training.network.scale_up_domain", "1 to 100,000"},
        {"network", R"({"scale_up_domain": 1e9})", "training.network.scale_up_domain", "1 to 100,000"},
        {"network", R"({"preset": "a9"})", "training.network.preset", "a3-mega"},
        // JSON holds no NaN, and a number beyond a double is not JSON: the file is refused at its byte.
        {"network", R"({"scale_out_gbps": 1e400})", "is not valid JSON", "1e400"},
        {"network", R"({"scale_out_gbps": NaN})", "is not valid JSON", ""},
    };
    for (const auto& c : cases) {
        write(c.key, c.value);
        for (const char* command : {"performance", "evaluate", "compare"}) {
            QStringList args{QLatin1String(command), path};
            if (args.front() == QLatin1String("performance"))
                args << QStringLiteral("--accelerator") << QStringLiteral("h100-80gb");
            const gptest::Run r = cli(args);
            const QByteArray what = QByteArray(command) + " " + c.value + ": " + r.err;
            QVERIFY2(r.exitCode == 2, what.constData());
            QVERIFY2(r.err.contains(c.named) && r.err.contains(c.says), what.constData());
        }
    }
    // The search is not held to the plan's degrees: its 100 stages are not a layout it would choose, nor refused.
    write("parallelism", R"({"pipeline": 100, "search": true})");
    const gptest::Run searched = cli({QStringLiteral("performance"), path, QStringLiteral("--accelerator"),
                                      QStringLiteral("h100-80gb")});
    QCOMPARE(searched.exitCode, 0);
    QVERIFY(json(searched).value(QStringLiteral("layout")).toObject().value(QStringLiteral("pipeline")).toInt() <= 80);
    // 50 stages of 80 layers, uneven, are a layout the plan may hold.
    write("parallelism", R"({"tensor": 2, "pipeline": 50})");
    const gptest::Run uneven = cli({QStringLiteral("performance"), path, QStringLiteral("--accelerator"),
                                    QStringLiteral("h100-80gb"), QStringLiteral("--accelerators"), QStringLiteral("100"),
                                    QStringLiteral("--global-batch-tokens"), QStringLiteral("409600")});
    QVERIFY2(uneven.exitCode == 0, uneven.err.constData());
    QCOMPARE(json(uneven).value(QStringLiteral("stages")).toArray().size(), 50);
}

// Uneven stages are a layout: the help no longer says the pipeline must divide the layers.
void TestCliPerformance::theHelpSaysAnyPipelineUpToTheLayers()
{
    const gptest::Run r = cli({QStringLiteral("performance"), QStringLiteral("--help")});
    QCOMPARE(r.exitCode, 0);
    const QString help = QString::fromUtf8(r.out + r.err).simplified();
    QVERIFY2(!help.contains(QStringLiteral("dividing the layers")), qPrintable(help));
    QVERIFY2(help.contains(QStringLiteral("1 up to the layers")), qPrintable(help));
    QVERIFY2(help.contains(QStringLiteral("\"split\"")), qPrintable(help));
}

QTEST_APPLESS_MAIN(TestCliPerformance)
#include "tst_cli_performance.moc"
