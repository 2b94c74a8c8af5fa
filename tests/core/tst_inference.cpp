#include "catalog/Catalog.h"
#include "inference/Inference.h"
#include "io/Error.h"
#include "plan/PlanFile.h"
#include "plan/PlanJson.h"
#include "plan/Validate.h"
#include "study/Question.h"

#include <nlohmann/json.hpp>

#include <QTest>

#include <cmath>

// Serving a model (docs/model.md section 21). Every expected figure is worked out by hand in the comments, and
// the efficiencies are checked against the published measurements docs/model.md tabulates.
namespace {

const gp::Accelerator& accelerator(const char* id)
{
    const gp::Accelerator* a = gp::builtinCatalog().find(id);
    if (!a)
        qFatal("no %s in the catalog", id);
    return *a;
}

gp::InferenceRequest llama70b()
{
    gp::InferenceRequest r;
    r.model = *gp::findServedModel("llama-3.1-70b");
    r.precision = gp::WeightPrecision::Bf16;
    r.context = 8192;
    r.batch = 32;
    r.promptTokens = 512;
    r.outputTokens = 256;
    return r;
}

bool near(double a, double b, double relative)
{
    return std::abs(a - b) <= relative * std::abs(b);
}

std::string optionOf(const gp::InferenceRequest& r)
{
    try {
        gp::validate(r);
    } catch (const gp::Error& e) {
        return e.subject();
    }
    return {};
}

} // namespace

class TestInference : public QObject {
    Q_OBJECT
private slots:
    void memoryFitsTheFewestAccelerators();
    void stepModelGivesPrefillAndDecode();
    void efficienciesMatchPublishedMeasurements();
    void aTpotTargetLowersTheBatch();
    void replicasServeThePeakWithSpares();
    void costPerMillionTokens();
    void zeroTrafficHasNoCostPerMillionTokens();
    void trafficHasAFloor();
    void precisionsChangeBytes();
    void notAchievableSaysSo();
    void badInputNamesTheOption();
    void studyAsksMemoryAndReplicas();
    void anInferencePlanKeepsItsSettings();
    void anInferencePlanNamesItsFields();
};

void TestInference::memoryFitsTheFewestAccelerators()
{
    // Llama 3.1 70B in BF16: 70.55e9 x 2 = 141.1 GB of weights. Its cache: 2 x 80 layers x 8 KV heads x 128 x 2
    // bytes = 327,680 bytes per token; 8,192 tokens x 32 sequences = 85.90 GB. An H100's 80 GB are 80 GiB, 85.899
    // GB: two hold 171.8 x 0.9 = 154.6 GB, not the cache; four hold 309.24 GB: (309.24 - 141.1 - 0.035) / 2.684 GB
    // = 62 sequences.
    const gp::InferencePlan p = gp::planInference(llama70b(), accelerator("h100-80gb"));
    QCOMPARE(p.acceleratorsPerReplica, 4);
    QVERIFY(p.fits);
    QVERIFY(near(p.memory.weights, 141.1, 1e-9));
    QVERIFY(near(p.memory.kvCache, 85.89934592, 1e-9));
    QCOMPARE(p.maxBatch, 62);
    QVERIFY(near(p.memory.total, p.memory.weights + p.memory.kvCache + p.memory.other, 1e-12));
    // On H200 (141 GiB each), two hold it: 282 x 1.0737 x 0.9 = 272.5 GB.
    QCOMPARE(gp::planInference(llama70b(), accelerator("h200")).acceleratorsPerReplica, 2);
}

void TestInference::stepModelGivesPrefillAndDecode()
{
    // The step model (docs/model.md section 21), d = sqrt(70.55e9 / (12 x 80)) = 8,572.6. A decode step of 32
    // sequences whose cache holds 512 + 128 tokens: reads (141.1e9 + 32 x 640 x 327,680) / (4 x 3,350e9 x 0.8)
    // = 13.788 ms; work 32 x (141.1e9 + 4 x 80 x 8,572.6 x 640) / (4 x 989e12 x 0.65) = 1.778 ms; all-reduces
    // 2 x 80 x (8 us x log2 4 + 1.5 x 32 x 8,572.6 x 2 B / (450e9 x 0.7)) = 2.978 ms; 80 x 45 us + 0.2 ms = 3.8 ms.
    // 22.344 ms. The prefill of 512 tokens: (2 x 70.55e9 x 512 + 4 x 80 x 8,572.6 x 512^2 / 2) / 2.5714e15
    // = 28.235 ms + its all-reduces 9.248 ms + 3.8 ms = 41.283 ms, 12,402 tokens/s. Closed loop of 32: the other
    // 31 prefills take 18.18 % of the time, so TPOT averages 22.344 / (1 - 0.1818) = 27.309 ms (1,171.8 tokens/s),
    // and 4.5456 requests/s cycle; the median TTFT is the prefill and its chunk's step, 41.283 + 22.344 = 63.63 ms
    // (the prefill queue is busy 28 % of the time, so half the prompts wait for none).
    const gp::InferencePlan p = gp::planInference(llama70b(), accelerator("h100-80gb"));
    QVERIFY(near(p.prefillTokensPerSecond, 12402.2, 1e-4));
    QVERIFY(near(p.tpotMean, 0.0273087, 1e-4));
    QVERIFY(near(p.decodeTokensPerSecond, 1171.79, 1e-4));
    QVERIFY(near(p.ttft, 0.0636271, 1e-4));
    QVERIFY(near(p.ttftMean, 0.0760106, 1e-4)); // M/D/1: + 0.28 x 63.63 / (2 x 0.72) ms
    QVERIFY(p.ttftP90 > p.ttft && p.tpotP90 > p.tpot);
    QVERIFY(near(p.requestsPerSecondPerReplica, 4.54564, 1e-4));
}

void TestInference::efficienciesMatchPublishedMeasurements()
{
    // TensorRT-LLM's performance documentation (release 0.5 for first-token latency at batch 1, 0.6.1 for peak
    // throughput): the rows docs/model.md section 21 tabulates, within the errors it states.
    struct Row {
        const char* model;
        gp::WeightPrecision precision;
        const char* accelerator;
        int tp;
        int batch;
        double prompt, output;
        double published; // first token (ms) for batch 1, else output tokens/s per GPU
        double tolerance;
    };
    using P = gp::WeightPrecision;
    const Row rows[] = {
        // The step model's errors on these older releases (static batching, no chunked prefill), docs/model.md:
        // -28 %, -14 %, +8 %, +6 %, -10 %, -17 %.
        {"llama-2-7b", P::Fp8, "h100-80gb", 1, 1, 2048, 1, 36, 0.30},
        {"llama-2-70b", P::Fp8, "h100-80gb", 4, 1, 2048, 1, 109, 0.15},
        {"llama-2-7b", P::Bf16, "a100-80gb", 1, 1, 2048, 1, 133, 0.10},
        {"llama-2-70b", P::Bf16, "a100-80gb", 4, 1, 2048, 1, 377, 0.10},
        {"llama-2-7b", P::Fp8, "h100-80gb", 1, 112, 128, 2048, 6818, 0.12},
        {"llama-2-7b", P::Bf16, "a100-80gb", 1, 60, 128, 2048, 1928, 0.18},
    };
    for (const Row& row : rows) {
        gp::InferenceRequest r;
        r.model = *gp::findServedModel(row.model);
        r.precision = row.precision;
        r.context = row.prompt + row.output;
        r.batch = row.batch;
        r.promptTokens = row.prompt;
        r.outputTokens = row.output;
        r.tensorParallel = row.tp;
        const gp::InferencePlan p = gp::planInference(r, accelerator(row.accelerator));
        const double model = row.batch == 1 ? p.ttft * 1000.0 : p.requestsPerSecondPerReplica * row.output / row.tp;
        QVERIFY2(near(model, row.published, row.tolerance),
                 qPrintable(QStringLiteral("%1 on %2: model %3, published %4").arg(QLatin1String(row.model),
                                                                                  QLatin1String(row.accelerator))
                                .arg(model)
                                .arg(row.published)));
    }
}

void TestInference::aTpotTargetLowersTheBatch()
{
    // The median TPOT of b in flight (the step model, as in stepModelGivesPrefillAndDecode): 19.61 ms alone,
    // 21.86 ms at 10 (a step of 20.40 ms and the 9 other prefills landing in a median request's decode, 41.28 ms
    // each over 255 tokens) and 22.11 ms at 11. A 22 ms target holds b <= 10.
    gp::InferenceRequest r = llama70b();
    r.tpot = 0.022;
    const gp::InferencePlan p = gp::planInference(r, accelerator("h100-80gb"));
    QCOMPARE(p.batch, 10);
    QVERIFY(p.meetsLatency);
    QVERIFY(p.tpot <= 0.022);
    // A target below one sequence's step, 19.61 ms, cannot be met at any batch.
    r.tpot = 0.015;
    const gp::InferencePlan q = gp::planInference(r, accelerator("h100-80gb"));
    QVERIFY(!q.meetsLatency);
    QCOMPARE(QString::fromStdString(q.limit), QStringLiteral("tpot"));
    QCOMPARE(q.batch, 1);
}

void TestInference::replicasServeThePeakWithSpares()
{
    // A replica with 32 in flight serves 32 / (76.01 ms + 255 x 27.309 ms) = 4.5456 requests/s (the closed loop
    // of stepModelGivesPrefillAndDecode). A peak of 30 needs ceil(30 / 4.5456) = 7 replicas.
    gp::InferenceRequest r = llama70b();
    r.requestsPerSecond = 20;
    r.peakRequestsPerSecond = 30;
    const gp::InferencePlan p = gp::planInference(r, accelerator("h100-80gb"));
    QVERIFY(near(p.requestsPerSecondPerReplica, 4.5456, 1e-4));
    QCOMPARE(p.replicas, 7);
    QCOMPARE(p.spareReplicas, 0);
    // Each replica of 4 accelerators fails 4 x 0.00125 / 24 = 2.083e-4 times an hour and is back in 30 minutes:
    // up 1 / (1 + 1.042e-4) = 99.9896 % of the time. Seven of seven up: 0.999896^7 = 99.927 %; for 99.99 %, one
    // spare: P(at least 7 of 8) = 1 - 28 (1.04e-4)^2 + ... = 99.99997 %.
    r.availability = 0.9999;
    const gp::InferencePlan q = gp::planInference(r, accelerator("h100-80gb"));
    QVERIFY(near(q.replicaAvailability, 1.0 / (1.0 + 4 * 0.00125 / 24.0 * 0.5), 1e-12));
    QCOMPARE(q.spareReplicas, 1);
    QCOMPARE(q.replicas, 8);
}

void TestInference::costPerMillionTokens()
{
    // Seven replicas of 4 H100 (replicasServeThePeakWithSpares) at 11.06 USD per accelerator-hour: 309.68 USD an
    // hour. At 20 requests/s of 768 tokens: 55.296 million tokens an hour, 5.6004 USD per million.
    gp::InferenceRequest r = llama70b();
    r.requestsPerSecond = 20;
    r.peakRequestsPerSecond = 30;
    const gp::InferencePlan p = gp::planInference(r, accelerator("h100-80gb"));
    QVERIFY(near(p.pricePerHour, 309.68, 1e-9));
    QVERIFY(near(p.costPerMillionTokens, 309.68 / 55.296, 1e-9));
    QVERIFY(near(p.pricePerMonth, 309.68 * 730.485, 1e-4));
    // Spot is cheaper per hour: 3.72 USD.
    QVERIFY(near(gp::planInference(r, accelerator("h100-80gb"), gp::Provisioning::Spot).pricePerHour,
                 7 * 4 * 3.72, 1e-9));
}

void TestInference::zeroTrafficHasNoCostPerMillionTokens()
{
    // No requests: one replica of 4 H100 stands by at 4 x 11.06 = 44.24 USD an hour, spread over no tokens. The
    // figure is none, with its reason; the old reading took one replica's traffic and printed a price per million.
    gp::InferenceRequest r = llama70b();
    r.requestsPerSecond = 0;
    const gp::InferencePlan p = gp::planInference(r, accelerator("h100-80gb"));
    QCOMPARE(p.replicas, 1);
    QVERIFY(near(p.pricePerHour, 44.24, 1e-9));
    QVERIFY(!p.hasCostPerMillionTokens());
    QCOMPARE(p.costReason, std::string("no traffic"));
    QVERIFY(!std::isfinite(p.costPerMillionTokens)); // never a number a view could print as dollars
    // A peak with no average traffic: 7 replicas for 30 requests/s (4.5456 each), still no cost per million.
    r.peakRequestsPerSecond = 30;
    const gp::InferencePlan peak = gp::planInference(r, accelerator("h100-80gb"));
    QCOMPARE(peak.replicas, 7);
    QCOMPARE(peak.costReason, std::string("no traffic"));
    // Ranked without a cost per million: by the price an hour, cheapest first among those that serve.
    r.peakRequestsPerSecond = 0;
    const std::vector<gp::InferencePlan> all = gp::compareInference(r, gp::builtinCatalog());
    double last = 0;
    for (const gp::InferencePlan& q : all) {
        if (!(q.fits && q.meetsLatency))
            break;
        QVERIFY(!q.hasCostPerMillionTokens());
        QVERIFY2(q.pricePerHour >= last, q.accelerator.c_str());
        last = q.pricePerHour;
    }
    QVERIFY(last > 0);
    // With traffic the cost is back, and its reason empty: 20 requests/s as in costPerMillionTokens.
    r.requestsPerSecond = 20;
    const gp::InferencePlan busy = gp::planInference(r, accelerator("h100-80gb"));
    QVERIFY(busy.hasCostPerMillionTokens());
    QCOMPARE(busy.costReason, std::string());
    QVERIFY(near(busy.costPerMillionTokens, 221.2 / 55.296, 1e-9)); // ceil(20 / 4.5456) = 5 replicas of 4 x 11.06
}

void TestInference::trafficHasAFloor()
{
    // None, or at least one request in about 12 days: 1e-300 requests/s would spread an hour's price over
    // 2.7e-294 tokens.
    gp::InferenceRequest r = llama70b();
    r.requestsPerSecond = 1e-300;
    QCOMPARE(optionOf(r), std::string("--requests-per-second"));
    r.requestsPerSecond = 1e-6;
    QCOMPARE(optionOf(r), std::string());
    // 44.24 USD an hour over 1e-6 x 768 x 3,600 = 2.7648 tokens an hour: 1.6001e7 USD per million, finite.
    QVERIFY(near(gp::planInference(r, accelerator("h100-80gb")).costPerMillionTokens, 44.24 / 2.7648 * 1e6, 1e-9));
    r.requestsPerSecond = 0;
    r.peakRequestsPerSecond = 1e-300;
    QCOMPARE(optionOf(r), std::string("--peak-requests-per-second"));
    // In a plan the field is named.
    gp::Plan plan = gp::loadPlanFile(GOODPUT_TEST_DATA "/plans/inference-70b.gpplan");
    plan.inference.request.requestsPerSecond = 1e-300;
    plan.inference.request.peakRequestsPerSecond = 0;
    try {
        gp::validate(plan);
        QFAIL("a traffic of 1e-300 requests/s was accepted");
    } catch (const gp::Error& e) {
        QCOMPARE(e.subject(), std::string("inference.requests_per_second"));
        QCOMPARE(e.code(), gp::ErrorCode::OutOfRange);
    }
}

void TestInference::precisionsChangeBytes()
{
    // FP8 halves the weights and the cache; INT4 quarters the weights and keeps a 16-bit cache; FP4 runs on
    // Blackwell only.
    gp::InferenceRequest r = llama70b();
    r.precision = gp::WeightPrecision::Fp8;
    const gp::InferencePlan fp8 = gp::planInference(r, accelerator("h100-80gb"));
    QVERIFY(near(fp8.memory.weights, 70.55, 1e-9));
    QVERIFY(near(fp8.memory.kvCache, 85.89934592 / 2, 1e-9));
    // Two H100 now hold it: 70.55 + 42.95 + 0.035 = 113.5 GB of their 144.
    QCOMPARE(fp8.acceleratorsPerReplica, 2);
    r.precision = gp::WeightPrecision::Int4;
    const gp::InferencePlan int4 = gp::planInference(r, accelerator("h100-80gb"));
    QVERIFY(near(int4.memory.weights, 35.275, 1e-9));
    QVERIFY(near(int4.memory.kvCache, 85.89934592, 1e-9));
    // FP4 on B200 (9 PFLOPS dense, twice its FP8 peak): half a byte a weight, the cache in FP8, one B200 holds
    // 35.3 + 42.9 GB, and the prefill runs faster than in FP8 but not twice as fast: FP4 reaches 40 % of its
    // peak where FP8 reaches 60 % of its own, 9,000 x 0.4 / (4,500 x 0.6) = 1.33 times the matrix rate, 1.28
    // times the tokens a second once each chunk's fixed 3.8 ms is counted (30.7 ms against 24.0 ms for 512).
    r.precision = gp::WeightPrecision::Fp4;
    const gp::InferencePlan fp4 = gp::planInference(r, accelerator("b200"));
    QVERIFY(fp4.fits);
    QVERIFY(near(fp4.memory.weights, 35.275, 1e-9));
    QVERIFY(near(fp4.memory.kvCache, 85.89934592 / 2, 1e-9));
    QCOMPARE(fp4.acceleratorsPerReplica, 1);
    r.precision = gp::WeightPrecision::Fp8;
    const gp::InferencePlan b200fp8 = gp::planInference(r, accelerator("b200"));
    QCOMPARE(b200fp8.acceleratorsPerReplica, 1);
    QVERIFY(fp4.prefillTokensPerSecond > 1.2 * b200fp8.prefillTokensPerSecond);
    // Hopper has no FP4 tensor cores: the row does not fit, and says why.
    r.precision = gp::WeightPrecision::Fp4;
    const gp::InferencePlan h100 = gp::planInference(r, accelerator("h100-80gb"));
    QVERIFY(!h100.fits);
    QCOMPARE(h100.limit, std::string("precision"));
    // The catalog's Blackwell rows state an FP4 peak: B200 and GB200 NVL72.
    QCOMPARE(gp::acceleratorsServing(gp::builtinCatalog(), gp::WeightPrecision::Fp4),
             (std::vector<std::string>{"b200", "gb200-nvl72"}));
}

void TestInference::notAchievableSaysSo()
{
    // Llama 3.1 405B at ten million tokens of context: 126 x 8 x 128 x 2 x 2 = 516 KB a token, 5.2 TB a sequence:
    // no VM of the catalog holds it.
    gp::InferenceRequest r;
    r.model = *gp::findServedModel("llama-3.1-405b");
    r.context = 1e7;
    r.batch = 1;
    r.promptTokens = 1000;
    r.outputTokens = 100;
    const std::vector<gp::InferencePlan> all = gp::compareInference(r, gp::builtinCatalog());
    for (const gp::InferencePlan& p : all) {
        QVERIFY(!p.fits);
        QCOMPARE(QString::fromStdString(p.limit), QStringLiteral("memory"));
    }
}

void TestInference::badInputNamesTheOption()
{
    gp::InferenceRequest r = llama70b();
    QCOMPARE(optionOf(r), std::string());
    r.model.parameters = 0;
    QCOMPARE(optionOf(r), std::string("--params"));
    r = llama70b();
    r.model.layers = -3;
    QCOMPARE(optionOf(r), std::string("--layers"));
    r = llama70b();
    r.context = std::nan("");
    QCOMPARE(optionOf(r), std::string("--context"));
    r = llama70b();
    r.promptTokens = 9000; // beyond the 8,192-token context
    QCOMPARE(optionOf(r), std::string("--prompt-tokens"));
    r = llama70b();
    r.outputTokens = 8000; // the prompt and the output exceed the context
    QCOMPARE(optionOf(r), std::string("--output-tokens"));
    r = llama70b();
    r.tpot = 0;
    QCOMPARE(optionOf(r), std::string("--tpot"));
    r = llama70b();
    r.requestsPerSecond = 10;
    r.peakRequestsPerSecond = 5; // a peak below the average
    QCOMPARE(optionOf(r), std::string("--peak-requests-per-second"));
    r = llama70b();
    r.availability = 1.0;
    QCOMPARE(optionOf(r), std::string("availability"));
}

void TestInference::studyAsksMemoryAndReplicas()
{
    // The inference branch's numeric questions: Llama 3.1 70B in BF16, 32 sequences of 8,192 tokens: 141.1 +
    // 85.9 = 227.0 GB, on 4 H100; a peak of 30 requests/s at 6.86 per replica: 5 replicas.
    const gp::Question* memory = gp::findQuestion("inference/memory-llama-3.1-70b-bf16-8192-32");
    QVERIFY(memory && memory->numeric());
    QVERIFY(std::abs(*memory->numericAnswer - 226.999) < 0.01);
    QVERIFY(memory->isCorrect("227"));
    QVERIFY(!memory->isCorrect("141.1")); // the weights alone
    const gp::Question* count = gp::findQuestion("inference/accelerators-llama-3.1-70b-bf16-8192-32");
    QVERIFY(count && count->isCorrect("4"));
    QVERIFY(!count->isCorrect("3"));
    const gp::Question* replicas = gp::findQuestion("inference/replicas-6.86-30");
    QVERIFY(replicas && replicas->isCorrect("5"));
    QVERIFY(!replicas->isCorrect("4.37"));
    QVERIFY(!replicas->isCorrect("6"));
}

void TestInference::anInferencePlanKeepsItsSettings()
{
    gp::Plan plan = gp::loadPlanFile(GOODPUT_TEST_DATA "/plans/inference-70b.gpplan");
    QCOMPARE(plan.kind, gp::PlanKind::Inference);
    // The model by name takes its published shape.
    QCOMPARE(plan.inference.request.model.layers, 80);
    QCOMPARE(plan.inference.request.model.kvHeads, 8);
    QVERIFY(plan.inference.request.tpot && *plan.inference.request.tpot == 0.05);
    QCOMPARE(plan.inference.accelerator, std::string("h100-80gb"));
    plan.inference.request.tensorParallel = 8;
    plan.inference.request.efficiency.decode = 0.7;
    plan.inference.latencyCritical = true;
    const nlohmann::json j = gp::planToJson(plan);
    QCOMPARE(j.at("kind").get<std::string>(), std::string("inference"));
    QCOMPARE(j.at("inference").at("tensor_parallel").get<int>(), 8);
    QCOMPARE(j.at("inference").at("latency_critical").get<bool>(), true);
    QVERIFY(gp::planFromJson(j) == plan);
    // A training plan writes neither.
    const nlohmann::json training = gp::planToJson(gp::loadPlanFile(GOODPUT_EXAMPLE_PLAN));
    QVERIFY(!training.contains("kind") && !training.contains("inference"));
}

void TestInference::anInferencePlanNamesItsFields()
{
    const gp::Plan plan = gp::loadPlanFile(GOODPUT_TEST_DATA "/plans/inference-70b.gpplan");
    const auto subjectOf = [](const gp::Plan& p) -> std::string {
        try {
            gp::validate(p);
        } catch (const gp::Error& e) {
            return e.subject();
        }
        return {};
    };
    QCOMPARE(subjectOf(plan), std::string());
    gp::Plan p = plan;
    p.inference.request.model.parameters = -1;
    QCOMPARE(subjectOf(p), std::string("inference.model.parameters"));
    p = plan;
    p.inference.request.ttft = 0;
    QCOMPARE(subjectOf(p), std::string("inference.ttft_seconds"));
    p = plan;
    p.inference.request.efficiency.decode = 1.5;
    QCOMPARE(subjectOf(p), std::string("inference.efficiency.decode"));
    p = plan;
    p.inference.accelerator = "tpu-v99";
    QCOMPARE(subjectOf(p), std::string("inference.accelerator"));
    p.inference.accelerator = "h100-80gb";
    p.inference.request.efficiency.decode = 1.5;
    // A training plan does not check its inference section.
    p.kind = gp::PlanKind::Training;
    QCOMPARE(subjectOf(p), std::string());
    // An unknown kind or precision in the file is named.
    nlohmann::json j = gp::planToJson(plan);
    j["kind"] = "serving";
    try {
        gp::planFromJson(j);
        QFAIL("an unknown kind loaded");
    } catch (const gp::Error& e) {
        QCOMPARE(e.subject(), std::string("kind"));
    }
}

QTEST_APPLESS_MAIN(TestInference)
#include "tst_inference.moc"
