#include "CliRun.h"

#include <QJsonArray>
#include <QTest>

#include <cmath>

using gptest::cli;
using gptest::json;

// goodput-cli inference: the interface other tools read (docs/model.md section 21).
class TestCliInference : public QObject {
    Q_OBJECT
private slots:
    void printsTheKeysOfTheIssue();
    void fp4RunsOnBlackwell();
    void aModelByNameAndTraffic();
    void anotherAcceleratorWhereOneCannot();
    void notAchievableOnAnyAccelerator();
    void anInferencePlan();
    void latenciesUnderLoadMatchAnEngine();
    void badInputIsAnError_data();
    void badInputIsAnError();
};

void TestCliInference::printsTheKeysOfTheIssue()
{
    // Llama 3.1 70B's shape given by hand, BF16, 32 sequences of 8,192 tokens on H100: four of them
    // (tst_inference works the figures out).
    const gptest::Run r = cli({QStringLiteral("inference"), QStringLiteral("--params"), QStringLiteral("70.55e9"),
                               QStringLiteral("--layers"), QStringLiteral("80"), QStringLiteral("--kv-heads"),
                               QStringLiteral("8"), QStringLiteral("--head-dim"), QStringLiteral("128"),
                               QStringLiteral("--context"), QStringLiteral("8192"), QStringLiteral("--batch"),
                               QStringLiteral("32"), QStringLiteral("--precision"), QStringLiteral("bf16"),
                               QStringLiteral("--accelerator"), QStringLiteral("h100-80gb"),
                               QStringLiteral("--prompt-tokens"), QStringLiteral("512"),
                               QStringLiteral("--output-tokens"), QStringLiteral("256"),
                               QStringLiteral("--requests-per-second"), QStringLiteral("20"), QStringLiteral("--ttft"),
                               QStringLiteral("0.5"), QStringLiteral("--tpot"), QStringLiteral("0.05")});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject o = json(r);
    for (const char* key : {"accelerator", "accelerators_per_replica", "fits", "memory_gb", "max_batch",
                            "prefill_tokens_per_second_per_replica", "decode_tokens_per_second_per_replica",
                            "ttft_seconds", "tpot_seconds", "replicas", "price_per_hour", "cost_per_million_tokens"})
        QVERIFY2(o.contains(QLatin1String(key)), key);
    const QJsonObject memory = o.value(QStringLiteral("memory_gb")).toObject();
    for (const char* key : {"weights", "kv_cache", "other", "total"})
        QVERIFY2(memory.contains(QLatin1String(key)), key);
    QCOMPARE(o.value(QStringLiteral("accelerators_per_replica")).toInt(), 4);
    QVERIFY(std::abs(memory.value(QStringLiteral("weights")).toDouble() - 141.1) < 1e-9);
    QCOMPARE(o.value(QStringLiteral("max_batch")).toInt(), 62); // tst_inference: 4 H100 of 80 GiB
    // 20 requests/s at 4.5456 per replica (tst_inference's step model, 32 in flight): 5 replicas of 4 H100,
    // 221.20 USD an hour.
    QCOMPARE(o.value(QStringLiteral("replicas")).toInt(), 5);
    QVERIFY(std::abs(o.value(QStringLiteral("price_per_hour")).toDouble() - 221.2) < 1e-9);
    // The latencies under load beside them, at the batch when no --concurrency is given.
    for (const char* key : {"ttft_p50", "ttft_p90", "tpot_p50", "tpot_p90"})
        QVERIFY2(o.value(QLatin1String(key)).toDouble() > 0, key);
    QCOMPARE(o.value(QStringLiteral("concurrency")).toDouble(), 32.0);
    QVERIFY(std::abs(o.value(QStringLiteral("ttft_p50")).toDouble() - 0.0636271) < 1e-6);
    QVERIFY(o.value(QStringLiteral("fits")).toBool());
}

void TestCliInference::aModelByNameAndTraffic()
{
    const gptest::Run r = cli({QStringLiteral("inference"), QStringLiteral("--model"), QStringLiteral("llama-3.1-8b"),
                               QStringLiteral("--context"), QStringLiteral("4096"), QStringLiteral("--batch"),
                               QStringLiteral("4"), QStringLiteral("--precision"), QStringLiteral("int4"),
                               QStringLiteral("--accelerator"), QStringLiteral("l4")});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject o = json(r);
    // 8.03e9 x 0.5 bytes = 4.015 GB of weights on one 24 GB L4.
    QCOMPARE(o.value(QStringLiteral("accelerators_per_replica")).toInt(), 1);
    QVERIFY(std::abs(o.value(QStringLiteral("memory_gb")).toObject().value(QStringLiteral("weights")).toDouble() -
                     4.015) < 1e-9);
    QCOMPARE(o.value(QStringLiteral("replicas")).toInt(), 1);
    QVERIFY(o.value(QStringLiteral("cost_per_million_tokens")).toDouble() > 0);
}

void TestCliInference::anotherAcceleratorWhereOneCannot()
{
    // 70B in BF16 does not fit one 24 GB L4 VM of 8 (172.8 GB usable for 141.1 GB of weights and 32 x 2.7 GB
    // of cache): the cheapest accelerator that does is named.
    const gptest::Run r = cli({QStringLiteral("inference"), QStringLiteral("--model"), QStringLiteral("llama-3.1-70b"),
                               QStringLiteral("--context"), QStringLiteral("8192"), QStringLiteral("--batch"),
                               QStringLiteral("32"), QStringLiteral("--precision"), QStringLiteral("bf16"),
                               QStringLiteral("--accelerator"), QStringLiteral("l4")});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject o = json(r);
    QVERIFY(!o.value(QStringLiteral("fits")).toBool());
    QCOMPARE(o.value(QStringLiteral("limit")).toString(), QStringLiteral("memory"));
    const QJsonObject alternative = o.value(QStringLiteral("alternative")).toObject();
    QVERIFY(alternative.value(QStringLiteral("fits")).toBool());
    QVERIFY(!alternative.value(QStringLiteral("accelerator")).toString().isEmpty());
}

void TestCliInference::notAchievableOnAnyAccelerator()
{
    // A time per output token of 0.1 ms: reading 16 GB of weights takes longer on every accelerator.
    const gptest::Run r = cli({QStringLiteral("inference"), QStringLiteral("--model"), QStringLiteral("llama-3.1-8b"),
                               QStringLiteral("--context"), QStringLiteral("4096"), QStringLiteral("--batch"),
                               QStringLiteral("1"), QStringLiteral("--precision"), QStringLiteral("bf16"),
                               QStringLiteral("--accelerator"), QStringLiteral("h100-80gb"), QStringLiteral("--tpot"),
                               QStringLiteral("0.0001")});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject o = json(r);
    QCOMPARE(o.value(QStringLiteral("limit")).toString(), QStringLiteral("tpot"));
    QVERIFY(!o.value(QStringLiteral("achievable")).toBool(true));
    QVERIFY2(o.value(QStringLiteral("note")).toString().startsWith(QStringLiteral("not achievable on any accelerator")),
             qPrintable(o.value(QStringLiteral("note")).toString()));
    QVERIFY(o.value(QStringLiteral("closest")).toObject().value(QStringLiteral("fits")).toBool());
}

void TestCliInference::anInferencePlan()
{
    // The test plan: 20 requests/s, a peak of 30, on H100: 7 replicas of 4 (4.5456 requests/s each, tst_inference);
    // each up 99.9896 % of the time, all seven 99.927 %, above the 99.9 % target: no spare. 7 x 4 x 11.06 = 309.68
    // USD an hour, 5.6004 USD per million tokens.
    const gptest::Run r = cli({QStringLiteral("inference"), QStringLiteral(GOODPUT_TEST_DATA "/plans/inference-70b.gpplan")});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject o = json(r);
    QCOMPARE(o.value(QStringLiteral("accelerator")).toString(), QStringLiteral("h100-80gb"));
    QCOMPARE(o.value(QStringLiteral("replicas")).toInt(), 7);
    QCOMPARE(o.value(QStringLiteral("spare_replicas")).toInt(), 0);
    QVERIFY(std::abs(o.value(QStringLiteral("price_per_hour")).toDouble() - 309.68) < 1e-9);
    QVERIFY(std::abs(o.value(QStringLiteral("cost_per_million_tokens")).toDouble() - 309.68 / 55.296) < 1e-9);
    // --accelerator in place of the plan's own.
    const gptest::Run h200 = cli({QStringLiteral("inference"),
                                  QStringLiteral(GOODPUT_TEST_DATA "/plans/inference-70b.gpplan"),
                                  QStringLiteral("--accelerator"), QStringLiteral("h200")});
    QCOMPARE(json(h200).value(QStringLiteral("accelerator")).toString(), QStringLiteral("h200"));
    // evaluate prints the same serving plan beside the goodput, and says the kind.
    const gptest::Run e = cli({QStringLiteral("evaluate"), QStringLiteral(GOODPUT_TEST_DATA "/plans/inference-70b.gpplan")});
    QCOMPARE(e.exitCode, 0);
    QCOMPARE(json(e).value(QStringLiteral("kind")).toString(), QStringLiteral("inference"));
    QCOMPARE(json(e).value(QStringLiteral("inference")).toObject().value(QStringLiteral("replicas")).toInt(), 7);
    // 70B in BF16 (141 GB) fits neither 4 T4 nor 8 L4 with its cache: the tree's NVLink options.
    const QJsonObject advice = json(e).value(QStringLiteral("serving_recommendation")).toObject();
    QCOMPARE(advice.value(QStringLiteral("node")).toString(), QStringLiteral("nvlink-inference"));
    QVERIFY(advice.value(QStringLiteral("large")).toBool());
    // A plan without an accelerator is served on the tree's pick: Llama 3.1 8B at 1 request/s takes 3 L4
    // replicas of 1 (about 0.4 requests/s each), within one VM: T4 or L4, the cheaper per million tokens.
    const gptest::Run small = cli({QStringLiteral("inference"), QStringLiteral(GOODPUT_TEST_DATA "/plans/inference-8b.gpplan")});
    QCOMPARE(small.exitCode, 0);
    const QJsonObject rec = json(small).value(QStringLiteral("recommendation")).toObject();
    QCOMPARE(rec.value(QStringLiteral("node")).toString(), QStringLiteral("t4-l4-multi-gpu"));
    QCOMPARE(rec.value(QStringLiteral("answers")).toArray().size(), 2);
    QCOMPARE(rec.value(QStringLiteral("basis")).toString(), QStringLiteral("l4"));
    QCOMPARE(rec.value(QStringLiteral("basis_accelerators")).toInt(), 3);
    QCOMPARE(json(small).value(QStringLiteral("accelerator")).toString(),
             rec.value(QStringLiteral("accelerator")).toString());
    const gptest::Run t = cli({QStringLiteral("evaluate"), QStringLiteral(GOODPUT_EXAMPLE_PLAN)});
    QCOMPARE(json(t).value(QStringLiteral("kind")).toString(), QStringLiteral("training"));
    QVERIFY(!json(t).contains(QStringLiteral("inference")));
    // A training plan is refused with the field named.
    const gptest::Run training = cli({QStringLiteral("inference"), QStringLiteral(GOODPUT_EXAMPLE_PLAN)});
    QVERIFY(training.exitCode != 0);
    QVERIFY2(training.err.contains("kind"), training.err.constData());
}

// B200 states a dense FP4 peak: Llama 3.1 70B's weights take half a byte each there, 35.3 GB.
void TestCliInference::latenciesUnderLoadMatchAnEngine()
{
    // NVIDIA NIM 1.8.0 serving Llama 3.3 70B (Llama 3.1 70B's shape) in FP8 on 2 H100, 5,000-token prompts and
    // 500-token answers, 5 requests in flight: 21.83 ms a token and 546.7 ms to the first, measured
    // (tests/data/inference/published-serving.json, a check row: no constant was set on it). The roofline had
    // (70.55e9 + 5 x 5,250 x 163,840) / (2 x 3,350e9 x 0.75) = 14.9 ms and 5,000 / 39,580 = 126 ms.
    const gptest::Run r = cli({QStringLiteral("inference"), QStringLiteral("--model"), QStringLiteral("llama-3.1-70b"),
                               QStringLiteral("--precision"), QStringLiteral("fp8"), QStringLiteral("--accelerator"),
                               QStringLiteral("h100-80gb"), QStringLiteral("--tensor-parallel"), QStringLiteral("2"),
                               QStringLiteral("--context"), QStringLiteral("5500"), QStringLiteral("--batch"),
                               QStringLiteral("64"), QStringLiteral("--prompt-tokens"), QStringLiteral("5000"),
                               QStringLiteral("--output-tokens"), QStringLiteral("500"), QStringLiteral("--concurrency"),
                               QStringLiteral("5"), QStringLiteral("--requests-per-second"), QStringLiteral("1")});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject o = json(r);
    QCOMPARE(o.value(QStringLiteral("concurrency")).toDouble(), 5.0);
    const double tpot = o.value(QStringLiteral("tpot_mean")).toDouble();
    const double ttft = o.value(QStringLiteral("ttft_mean")).toDouble();
    QVERIFY2(std::abs(tpot / 0.02183 - 1) < 0.20, qPrintable(QString::number(tpot)));
    QVERIFY2(std::abs(ttft / 0.5467 - 1) < 0.35, qPrintable(QString::number(ttft)));
    QVERIFY(o.value(QStringLiteral("tpot_p90")).toDouble() >= o.value(QStringLiteral("tpot_p50")).toDouble());
    QVERIFY(o.value(QStringLiteral("ttft_p90")).toDouble() >= o.value(QStringLiteral("ttft_p50")).toDouble());
    // More in flight, slower tokens: at 50, 59.73 ms measured.
    QStringList more = QStringList{QStringLiteral("inference"), QStringLiteral("--model"), QStringLiteral("llama-3.1-70b"),
                                   QStringLiteral("--precision"), QStringLiteral("fp8"), QStringLiteral("--accelerator"),
                                   QStringLiteral("h100-80gb"), QStringLiteral("--tensor-parallel"), QStringLiteral("2"),
                                   QStringLiteral("--context"), QStringLiteral("5500"), QStringLiteral("--batch"),
                                   QStringLiteral("64"), QStringLiteral("--prompt-tokens"), QStringLiteral("5000"),
                                   QStringLiteral("--output-tokens"), QStringLiteral("500"),
                                   QStringLiteral("--concurrency"), QStringLiteral("50"),
                                   QStringLiteral("--requests-per-second"), QStringLiteral("1")};
    const double tpot50 = json(cli(more)).value(QStringLiteral("tpot_mean")).toDouble();
    QVERIFY2(std::abs(tpot50 / 0.05973 - 1) < 0.25, qPrintable(QString::number(tpot50)));
}

void TestCliInference::fp4RunsOnBlackwell()
{
    const gptest::Run r = cli({QStringLiteral("inference"), QStringLiteral("--model"), QStringLiteral("llama-3.1-70b"),
                               QStringLiteral("--context"), QStringLiteral("8192"), QStringLiteral("--batch"),
                               QStringLiteral("32"), QStringLiteral("--precision"), QStringLiteral("fp4"),
                               QStringLiteral("--accelerator"), QStringLiteral("b200")});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject o = json(r);
    QCOMPARE(o.value(QStringLiteral("accelerator")).toString(), QStringLiteral("b200"));
    QVERIFY(o.value(QStringLiteral("fits")).toBool());
    const double weights = o.value(QStringLiteral("memory_gb")).toObject().value(QStringLiteral("weights")).toDouble();
    QVERIFY2(std::abs(weights - 35.275) < 1e-6, qPrintable(QString::number(weights)));
}

void TestCliInference::badInputIsAnError_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("named");
    const QStringList base{QStringLiteral("inference"), QStringLiteral("--model"), QStringLiteral("llama-3.1-8b"),
                           QStringLiteral("--context"), QStringLiteral("4096"), QStringLiteral("--batch"),
                           QStringLiteral("1"), QStringLiteral("--accelerator"), QStringLiteral("l4")};
    QTest::newRow("precision") << (base + QStringList{QStringLiteral("--precision"), QStringLiteral("fp2")})
                               << QStringLiteral("--precision");
    // FP4 on an L4, which has no FP4 tensor cores: refused, naming the accelerator that runs it.
    QTest::newRow("fp4 off Blackwell") << (base + QStringList{QStringLiteral("--precision"), QStringLiteral("fp4")})
                                       << QStringLiteral("runs on b200");
    const QStringList bf16 = base + QStringList{QStringLiteral("--precision"), QStringLiteral("bf16")};
    QTest::newRow("zero context") << (QStringList(bf16) << QStringLiteral("--context") << QStringLiteral("0"))
                                  << QStringLiteral("--context");
    QTest::newRow("negative batch") << (QStringList(bf16) << QStringLiteral("--batch") << QStringLiteral("-2"))
                                    << QStringLiteral("--batch");
    QTest::newRow("text params") << (QStringList(bf16) << QStringLiteral("--params") << QStringLiteral("big"))
                                 << QStringLiteral("--params");
    QTest::newRow("unknown model") << QStringList{QStringLiteral("inference"), QStringLiteral("--model"),
                                                  QStringLiteral("gpt-9"), QStringLiteral("--context"),
                                                  QStringLiteral("4096"), QStringLiteral("--batch"),
                                                  QStringLiteral("1"), QStringLiteral("--precision"),
                                                  QStringLiteral("bf16"), QStringLiteral("--accelerator"),
                                                  QStringLiteral("l4")}
                                   << QStringLiteral("--model");
    QTest::newRow("accelerator") << (QStringList(bf16) << QStringLiteral("--accelerator") << QStringLiteral("x1"))
                                 << QStringLiteral("--accelerator");
    QTest::newRow("tensor parallel beyond the VM")
        << (QStringList(bf16) << QStringLiteral("--tensor-parallel") << QStringLiteral("16"))
        << QStringLiteral("--tensor-parallel");
    QTest::newRow("ttft") << (QStringList(bf16) << QStringLiteral("--ttft") << QStringLiteral("-1"))
                          << QStringLiteral("--ttft");
    QTest::newRow("zero concurrency") << (QStringList(bf16) << QStringLiteral("--concurrency") << QStringLiteral("0"))
                                      << QStringLiteral("--concurrency");
    QTest::newRow("nan rate") << (QStringList(bf16) << QStringLiteral("--requests-per-second") << QStringLiteral("nan"))
                              << QStringLiteral("--requests-per-second");
    QTest::newRow("prompt beyond the context")
        << (QStringList(bf16) << QStringLiteral("--prompt-tokens") << QStringLiteral("5000"))
        << QStringLiteral("--prompt-tokens");
}

void TestCliInference::badInputIsAnError()
{
    QFETCH(QStringList, args);
    QFETCH(QString, named);
    const gptest::Run r = cli(args);
    QVERIFY(r.exitCode != 0);
    QVERIFY(r.out.isEmpty());
    QVERIFY2(QString::fromUtf8(r.err).contains(named), r.err.constData());
}

QTEST_APPLESS_MAIN(TestCliInference)
#include "tst_cli_inference.moc"
