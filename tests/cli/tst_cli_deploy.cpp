// goodput-cli deploy and plan-from (docs/deploy.md): the files printed or written, replacing only with --force,
// clear errors for a wrong format, folder or plan, and a deployment read back into a plan.
#include "CliRun.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using gptest::cli;
using gptest::json;
using gptest::Run;

namespace {

const QString kExample = QStringLiteral(GOODPUT_EXAMPLE_PLAN);
const QString kSeventyB = QStringLiteral(GOODPUT_TEST_DATA "/plans/llm-70b-14-days.gpplan");

QByteArray readAll(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

void write(const QString& path, const QByteArray& data)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(data);
}

} // namespace

class TestCliDeploy : public QObject {
    Q_OBJECT
private slots:
    void printsTheFilesWithoutOut()
    {
        const Run r = cli({QStringLiteral("deploy"), kExample, QStringLiteral("--format"), QStringLiteral("gke")});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = json(r);
        QCOMPARE(o.value(QStringLiteral("format")).toString(), QStringLiteral("gke"));
        QVERIFY(o.value(QStringLiteral("scenario")).isNull()); // the example recommends its base
        QCOMPARE(o.value(QStringLiteral("dropped")).toArray().size(), 0);
        const QJsonArray files = o.value(QStringLiteral("files")).toArray();
        QCOMPARE(files.size(), 2);
        QVERIFY(files[0].toObject().value(QStringLiteral("name")).toString().endsWith(QStringLiteral("-jobset.yaml")));
        QVERIFY(files[1].toObject().value(QStringLiteral("text")).toString().contains(QStringLiteral("kind: ClusterQueue")));
    }

    // A serving plan: a SkyPilot Serve task, or one file of Kubernetes manifests written with --out.
    void servingPlanExportsItsService()
    {
        const QString plan = QStringLiteral(GOODPUT_TEST_DATA "/plans/inference-70b.gpplan");
        const Run sky = cli({QStringLiteral("deploy"), plan, QStringLiteral("--format"), QStringLiteral("skypilot")});
        QCOMPARE(sky.exitCode, 0);
        const QString task = json(sky).value(QStringLiteral("files")).toArray()[0].toObject().value(QStringLiteral("text")).toString();
        QVERIFY(task.contains(QStringLiteral("\nservice:\n  readiness_probe:\n    path: /health\n")));
        QVERIFY(task.contains(QStringLiteral("exec vllm serve \"$MODEL_ID\" --tensor-parallel-size 4 --max-num-seqs 32 ")));
        QTemporaryDir dir;
        const Run k = cli({QStringLiteral("deploy"), plan, QStringLiteral("--format"), QStringLiteral("kubernetes"),
                           QStringLiteral("--out"), dir.path()});
        QCOMPARE(k.exitCode, 0);
        const QJsonArray files = json(k).value(QStringLiteral("files")).toArray();
        QCOMPARE(files.size(), 1);
        const QByteArray text = readAll(files[0].toObject().value(QStringLiteral("path")).toString());
        QVERIFY(text.startsWith("# Goodput Planner deployment (kubernetes) of the plan \"Serving Llama 3.1 70B"));
        QVERIFY(text.contains("kind: HorizontalPodAutoscaler"));
        QCOMPARE(json(k).value(QStringLiteral("dropped")).toArray()[0].toString().left(19), QStringLiteral("The latency targets"));
    }

    void slurmSaysWhatItDropped()
    {
        const Run r = cli({QStringLiteral("deploy"), kExample, QStringLiteral("--format"), QStringLiteral("slurm")});
        QCOMPARE(r.exitCode, 0);
        const QJsonArray dropped = json(r).value(QStringLiteral("dropped")).toArray();
        QCOMPARE(dropped.size(), 1);
        QVERIFY(dropped[0].toString().startsWith(QStringLiteral("Spot provisioning: Slurm")));
    }

    // A format that cannot run what was priced is refused, exit 2 and nothing written: Slurm schedules no TPU; 120
    // TPU v6e chips on Spot (the example's plan search answer) are no slice of Google's v6e table and no whole
    // number of its multi-host slices, which GKE's Multislice needs; the nearest that run are 112 (7 x 4x4) and 128.
    void refusesWhatCannotRun()
    {
        QTemporaryDir dir;
        Run r = cli({QStringLiteral("deploy"), kExample, QStringLiteral("--format"), QStringLiteral("slurm"),
                     QStringLiteral("--scenario"), QStringLiteral("TPU v5e on demand, FSDP"), QStringLiteral("--out"),
                     dir.path()});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.startsWith("goodput-cli: error: Slurm cannot run the Google TPU v5e: it schedules a cluster's "
                                  "GPUs"),
                 r.err.constData());
        QVERIFY(r.out.isEmpty());
        QByteArray plan = readAll(kExample);
        plan.replace("\"scale\": {\n    \"nodes\": 16,", "\"training\": {\"accelerator\": \"tpu-v6e\"},\n  "
                                                     "\"scale\": {\n    \"nodes\": 15,");
        const QString tpu = dir.filePath(QStringLiteral("tpu.gpplan"));
        write(tpu, plan);
        for (const char* format : {"skypilot", "gke", "slurm"}) {
            r = cli({QStringLiteral("deploy"), tpu, QStringLiteral("--format"), QLatin1String(format),
                     QStringLiteral("--out"), dir.path()});
            QCOMPARE(r.exitCode, 2);
            QVERIFY2(r.err.contains(std::string_view(format) == "slurm" ? "Slurm cannot run the Google TPU v6e"
                                                                        : "The nearest counts that run are 112 and 128"),
                     r.err.constData());
        }
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList{QStringLiteral("tpu.gpplan")});
        // 112 chips: GKE writes the 7 slices; a SkyPilot task, which holds one slice, is refused and says so.
        write(tpu, plan.replace("\"nodes\": 15,", "\"nodes\": 14,"));
        r = cli({QStringLiteral("deploy"), tpu, QStringLiteral("--format"), QStringLiteral("gke")});
        QCOMPARE(r.exitCode, 0);
        const QString jobSet = json(r).value(QStringLiteral("files")).toArray().at(0).toObject().value(QStringLiteral("text")).toString();
        QVERIFY(jobSet.contains(QStringLiteral("(7 slices of 4x4, 28 nodes of 4, ct6e-standard-4t), spot\n")));
        r = cli({QStringLiteral("deploy"), tpu, QStringLiteral("--format"), QStringLiteral("skypilot")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("A SkyPilot task asks for one TPU slice"), r.err.constData());
    }

    void writesAndReplacesOnlyWithForce()
    {
        QTemporaryDir dir;
        const QStringList args{QStringLiteral("deploy"), kSeventyB, QStringLiteral("--format"), QStringLiteral("skypilot"),
                               QStringLiteral("--out"), dir.path()};
        Run r = cli(args);
        QCOMPARE(r.exitCode, 0);
        const QJsonObject file = json(r).value(QStringLiteral("files")).toArray().at(0).toObject();
        const QString path = file.value(QStringLiteral("path")).toString();
        QCOMPARE(QFileInfo(path).dir().absolutePath(), QDir(dir.path()).absolutePath());
        QCOMPARE(file.value(QStringLiteral("bytes")).toInt(), int(readAll(path).size()));
        write(path, "edited by hand");
        r = cli(args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("exists already. Pass --force to replace it."), r.err.constData());
        QCOMPARE(readAll(path), QByteArray("edited by hand"));
        r = cli(args + QStringList{QStringLiteral("--force")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(readAll(path).startsWith("# Goodput Planner deployment (skypilot)"));
    }

    void badArguments_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        QTest::newRow("unknown format") << QStringList{QStringLiteral("deploy"), kExample, QStringLiteral("--format"),
                                                       QStringLiteral("nomad")}
                                        << QStringLiteral("skypilot, gke, slurm or kubernetes");
        QTest::newRow("no format") << QStringList{QStringLiteral("deploy"), kExample} << QStringLiteral("--format");
        QTest::newRow("missing folder") << QStringList{QStringLiteral("deploy"), kExample, QStringLiteral("--format"),
                                                       QStringLiteral("gke"), QStringLiteral("--out"),
                                                       QStringLiteral("/nonexistent/folder")}
                                        << QStringLiteral("cannot be written");
        QTest::newRow("serving plan") << QStringList{QStringLiteral("deploy"),
                                                     QStringLiteral(GOODPUT_TEST_DATA "/plans/inference-8b.gpplan"),
                                                     QStringLiteral("--format"), QStringLiteral("gke")}
                                      << QStringLiteral("A serving plan runs a standing service, and a GKE JobSet");
        QTest::newRow("training plan as kubernetes")
            << QStringList{QStringLiteral("deploy"), kExample, QStringLiteral("--format"), QStringLiteral("kubernetes")}
            << QStringLiteral("The Kubernetes manifests run vLLM, which serves a model, and this plan trains one.");
        QTest::newRow("unknown scenario") << QStringList{QStringLiteral("deploy"), kExample, QStringLiteral("--format"),
                                                         QStringLiteral("gke"), QStringLiteral("--scenario"),
                                                         QStringLiteral("Nope")}
                                          << QStringLiteral("Nope");
        QTest::newRow("a name with upper case") << QStringList{QStringLiteral("deploy"), kExample, QStringLiteral("--format"),
                                                               QStringLiteral("gke"), QStringLiteral("--name"),
                                                               QStringLiteral("My Run")}
                                                << QStringLiteral("--name");
        QTest::newRow("a name with goog") << QStringList{QStringLiteral("deploy"), kExample, QStringLiteral("--format"),
                                                         QStringLiteral("gke"), QStringLiteral("--name"),
                                                         QStringLiteral("google-run")}
                                          << QStringLiteral("goog");
    }

    void badArguments()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        const Run r = cli(args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(QString::fromUtf8(r.err).contains(message), r.err.constData());
        QVERIFY(r.out.isEmpty());
    }

    // --name names the job and its files; "base" is the base plan even where a scenario has that name.
    void nameAndBase()
    {
        const Run named = cli({QStringLiteral("deploy"), kExample, QStringLiteral("--format"), QStringLiteral("slurm"),
                               QStringLiteral("--name"), QStringLiteral("run-7")});
        QCOMPARE(named.exitCode, 0);
        const QJsonObject o = json(named);
        QCOMPARE(o.value(QStringLiteral("name")).toString(), QStringLiteral("run-7"));
        const QJsonObject file = o.value(QStringLiteral("files")).toArray()[0].toObject();
        QCOMPARE(file.value(QStringLiteral("name")).toString(), QStringLiteral("run-7.sbatch"));
        QVERIFY(file.value(QStringLiteral("text")).toString().contains(QStringLiteral("GOODPUT_CHECKPOINT_DIR='/checkpoints/run-7'")));

        QTemporaryDir dir;
        QJsonObject plan = QJsonDocument::fromJson(readAll(kExample)).object();
        QJsonArray scenarios = plan.value(QStringLiteral("scenarios")).toArray();
        QJsonObject literal = scenarios[0].toObject();
        literal[QStringLiteral("name")] = QStringLiteral("base");
        scenarios[0] = literal;
        plan[QStringLiteral("scenarios")] = scenarios;
        const QString path = dir.filePath(QStringLiteral("base.gpplan"));
        write(path, QJsonDocument(plan).toJson());
        const Run base = cli({QStringLiteral("deploy"), path, QStringLiteral("--format"), QStringLiteral("skypilot"),
                              QStringLiteral("--scenario"), QStringLiteral("base")});
        QCOMPARE(base.exitCode, 0);
        QVERIFY(json(base).value(QStringLiteral("scenario")).isNull());
        QVERIFY(json(base).value(QStringLiteral("files")).toArray()[0].toObject().value(QStringLiteral("text")).toString()
                    .contains(QStringLiteral("use_spot: true"))); // the base's Spot, not the scenario's reservation
    }

    // --apply writes a new file; an existing one only with --force, refused before the search runs, and a private
    // plan replaced stays private. The output says what became of the scenarios and the recommendation.
    void applyAsksBeforeReplacing()
    {
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("mine.gpplan"));
        write(out, "mine");
        QFile::setPermissions(out, QFileDevice::ReadOwner | QFileDevice::WriteOwner);
        const QStringList args{QStringLiteral("optimize"), kExample, QStringLiteral("--apply"), out};
        const Run refused = cli(args);
        QCOMPARE(refused.exitCode, 2);
        QVERIFY2(QString::fromUtf8(refused.err).contains(QStringLiteral("Pass --force")), refused.err.constData());
        QCOMPARE(readAll(out), QByteArray("mine"));
        const Run forced = cli(args + QStringList{QStringLiteral("--force")});
        QCOMPARE(forced.exitCode, 0);
        QCOMPARE(QFile::permissions(out) & (QFileDevice::ReadOther | QFileDevice::ReadGroup), QFileDevice::Permissions());
        QVERIFY(readAll(out).contains("\"goodput-planner-plan\""));
        const QJsonObject o = json(forced);
        QCOMPARE(o.value(QStringLiteral("applied")).toString(), out);
        QVERIFY(o.value(QStringLiteral("recommendation_cleared")).toBool());
        QVERIFY(!o.value(QStringLiteral("scenarios_rebased")).toArray().isEmpty());
    }

    // The TPU scenario exported and read back gives 128 chips of TPU v5e; --plan keeps the base's title.
    void planFromReadsItBack()
    {
        QTemporaryDir dir;
        QCOMPARE(cli({QStringLiteral("deploy"), kExample, QStringLiteral("--format"), QStringLiteral("gke"),
                      QStringLiteral("--scenario"), QStringLiteral("TPU v5e on demand, FSDP"), QStringLiteral("--out"),
                      dir.path()})
                     .exitCode,
                 0);
        const QStringList jobSets = QDir(dir.path()).entryList({QStringLiteral("*-jobset.yaml")});
        QCOMPARE(jobSets.size(), 1);
        const Run r = cli({QStringLiteral("plan-from"), dir.filePath(jobSets[0]), QStringLiteral("--plan"), kExample});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject plan = json(r);
        QVERIFY(plan.value(QStringLiteral("title")).toString().startsWith(QStringLiteral("Example: 7B")));
        const QJsonObject scale = plan.value(QStringLiteral("scale")).toObject();
        QCOMPARE(scale.value(QStringLiteral("nodes")).toInt() * scale.value(QStringLiteral("accelerators_per_node")).toInt(),
                 128);
        QCOMPARE(plan.value(QStringLiteral("training")).toObject().value(QStringLiteral("accelerator")).toString(),
                 QStringLiteral("tpu-v5e"));
        QVERIFY(plan.value(QStringLiteral("notes")).toString().contains(QStringLiteral("(jobset): scale.nodes")));
    }

    void planFromRefusesHostileYaml()
    {
        QTemporaryDir dir;
        QByteArray bomb = "a0: &a0 [x, x]\n";
        for (int level = 1; level <= 12; ++level) {
            bomb += "a" + QByteArray::number(level) + ": &a" + QByteArray::number(level) + " [";
            for (int i = 0; i < 30; ++i)
                bomb += (i ? ", *a" : "*a") + QByteArray::number(level - 1);
            bomb += "]\n";
        }
        write(dir.filePath(QStringLiteral("bomb.yaml")), bomb);
        write(dir.filePath(QStringLiteral("deep.yaml")), QByteArray(100000, '{'));
        write(dir.filePath(QStringLiteral("pod.yaml")), "apiVersion: v1\nkind: Pod\nmetadata: {name: x}\n");
        const struct {
            const char* file;
            const char* message;
        } cases[] = {{"bomb.yaml", "cannot be read as YAML. (line 10: more than 256 aliases)"},
                     {"deep.yaml", "nested deeper than 64 levels"},
                     {"pod.yaml", "is neither a SkyPilot task nor a JobSet"}};
        for (const auto& c : cases) {
            const Run r = cli({QStringLiteral("plan-from"), dir.filePath(QString::fromLatin1(c.file))});
            QCOMPARE(r.exitCode, 2);
            QVERIFY2(r.err.contains(c.message), r.err.constData());
        }
    }
};

QTEST_GUILESS_MAIN(TestCliDeploy)
#include "tst_cli_deploy.moc"
