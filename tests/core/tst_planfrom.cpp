// goodput-cli plan-from against hostile files (docs/deploy.md, "Reading a deployment back"): a name the catalog does
// not know, counts that are not whole numbers in range, a JobSet without jobs, a key twice, values not read, text
// that is not UTF-8, flow collections that would cost the parser hundreds of MB, and control characters in a name.
// Each refusal is stated by hand: its code, the field and the value named.
#include "deploy/PlanFrom.h"
#include "io/Error.h"

#include <QTest>

#include <sys/resource.h>

#include <string>
#include <vector>

namespace {

// What planFromDeployment refused: NotANumber stands for "nothing refused" (no test expects that code).
struct Refusal {
    gp::ErrorCode code = gp::ErrorCode::NotANumber;
    std::string subject;
    std::string detail;
    friend bool operator==(const Refusal&, const Refusal&) = default;
};

char* toString(const Refusal& r)
{
    return qstrdup((std::string(gp::errorCodeName(r.code)) + " | " + r.subject + " | " + r.detail).c_str());
}

Refusal refusal(const std::string& yaml, const std::string& name = "t.yaml")
{
    try {
        gp::planFromDeployment(yaml, name, gp::Plan{});
    } catch (const gp::Error& e) {
        return {e.code(), e.subject(), e.detail()};
    }
    return {};
}

gp::PlanFromDeployment read(const std::string& yaml, const std::string& name = "t.yaml", const gp::Plan& base = {})
{
    return gp::planFromDeployment(yaml, name, base);
}

// A JobSet named "train" with `jobs` as its replicated jobs.
std::string jobSet(const std::string& jobs)
{
    return "apiVersion: jobset.x-k8s.io/v1alpha2\nkind: JobSet\nmetadata:\n  name: train\nspec:\n  replicatedJobs:\n" +
           jobs;
}

// The workers' job: replicas and parallelism where given, a pod on `accelerator` with one container "trainer" whose
// limit of nvidia.com/gpu is `gpus` where given, and `more` lines after it (the container's, indented 18).
std::string workers(const std::string& replicas, const std::string& parallelism, const std::string& gpus,
                    const std::string& accelerator = "nvidia-h100-80gb", const std::string& more = {})
{
    std::string s = "    - name: workers\n";
    if (!replicas.empty())
        s += "      replicas: " + replicas + "\n";
    s += "      template:\n        spec:\n";
    if (!parallelism.empty())
        s += "          parallelism: " + parallelism + "\n";
    s += "          template:\n            spec:\n              nodeSelector:\n"
         "                cloud.google.com/gke-accelerator: " + accelerator + "\n"
         "              containers:\n                - name: trainer\n                  image: trainer:1\n";
    if (!gpus.empty())
        s += "                  resources:\n                    limits:\n"
             "                      nvidia.com/gpu: " + gpus + "\n";
    return s + more;
}

const std::string kPod = "spec.replicatedJobs[workers].template.spec.template.spec";

long peakKb()
{
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return usage.ru_maxrss;
}

} // namespace

class TestPlanFrom : public QObject {
    Q_OBJECT
private slots:
    // First, while the process is small: 1 MB of "[" cost yaml-cpp's scanner 250 MB, and 1 MB of "[x,x,..." 150 MB,
    // before the parser's first event. The raw text is measured first; each stays within a few MB.
    void flowCollectionsMeasuredBeforeParsing()
    {
        const long before = peakKb();
        QCOMPARE(refusal(std::string(1 << 20, '[')),
                 (Refusal{gp::ErrorCode::YamlSyntax, "t.yaml", "line 1: nested deeper than 64 levels"}));
        std::string flat = "[";
        for (int i = 0; i < (1 << 19) - 1; ++i)
            flat += "x,";
        const Refusal tooMany{gp::ErrorCode::YamlSyntax, "t.yaml", "line 1: more than 100000 values and separators"};
        QCOMPARE(refusal(flat + "]"), tooMany);
        std::string keys = "[";
        for (int i = 0; i < 200000; ++i)
            keys += "? ";
        QCOMPARE(refusal(keys + "]"), tooMany); // "?" is a token and no value
        // yaml-cpp's scanner queues a line's quoted values and anchors too: 37 MB for 1 MB of them.
        std::string quotes = "k: ";
        std::string anchors = "k: ";
        for (int i = 0; i < 150000; ++i) {
            quotes += "'' ";
            anchors += "&a ";
        }
        QCOMPARE(refusal(quotes + "\n"), tooMany);
        QCOMPARE(refusal(anchors + "x\n"), tooMany);
        QVERIFY2(peakKb() - before < 64 * 1024, qPrintable(QString::number(peakKb() - before) + QStringLiteral(" KB")));
        // One "[" a line: the 65th is on line 66.
        std::string lines = "key:\n";
        for (int i = 0; i < 70; ++i)
            lines += "  [\n";
        QCOMPARE(refusal(lines),
                 (Refusal{gp::ErrorCode::YamlSyntax, "t.yaml", "line 66: nested deeper than 64 levels"}));
        // Brackets in a quoted value, a comment, a plain text or a block scalar are text.
        const std::string many(100, '[');
        QCOMPARE(refusal("run: \"" + many + "\"\n"), Refusal{});
        QCOMPARE(refusal("run: '" + many + "'\n"), Refusal{});
        QCOMPARE(refusal("# " + many + "\nrun: x\n"), Refusal{});
        QCOMPARE(refusal("run: echo " + many + "\n"), Refusal{});
        QCOMPARE(refusal("run: |\n  echo " + many + "\n  [ -f x ] && echo '" + many + "'\n"), Refusal{});
        QCOMPARE(refusal("num_nodes: 2\nresources: {accelerators: [H100:8], use_spot: true}\nrun: x\n"), Refusal{});
    }

    // "H100-MEGA" was read as H100 and dropped num_nodes (16 x 8 priced); "A10G" left the accelerator unset. A name
    // the catalog does not know is refused, naming the field and the name.
    void unknownAcceleratorRefused()
    {
        const auto unknown = [](const char* path, const char* name, const char* file = "t.yaml") {
            return Refusal{gp::ErrorCode::UnknownValue, std::string(file) + ": " + path,
                           std::string(name) + " is not an accelerator of the catalog"};
        };
        QCOMPARE(refusal("num_nodes: 4\nresources:\n  accelerators: H100-MEGA:8\nrun: x\n"),
                 unknown("resources.accelerators", "H100-MEGA"));
        QCOMPARE(refusal("num_nodes: 4\nresources:\n  accelerators: RTX-4090:2\nrun: x\n"),
                 unknown("resources.accelerators", "RTX-4090"));
        QCOMPARE(refusal("num_nodes: 4\nresources:\n  accelerators: A10G:4\nrun: x\n"),
                 unknown("resources.accelerators", "A10G"));
        QCOMPARE(refusal("resources:\n  accelerators: {A10G: 4}\n"), unknown("resources.accelerators.A10G", "A10G"));
        QCOMPARE(refusal("resources:\n  any_of:\n    - accelerators: A10G:1\n    - accelerators: H100:8\n"),
                 unknown("resources.any_of[0].accelerators", "A10G"));
        QCOMPARE(refusal("resources:\n  accelerators: tpu-v5p-abc\n"),
                 unknown("resources.accelerators", "tpu-v5p-abc"));
        QCOMPARE(refusal(jobSet(workers("", "2", "8", "nvidia-tesla-k80")), "j.yaml"),
                 unknown("spec.replicatedJobs[workers].template.spec.template.spec.nodeSelector."
                         "cloud.google.com/gke-accelerator",
                         "nvidia-tesla-k80", "j.yaml"));
        QCOMPARE(refusal("resources:\n  accelerators: H100:abc\n"),
                 (Refusal{gp::ErrorCode::NotAnInteger, "t.yaml: resources.accelerators", "abc"}));
        // Names the catalog knows keep num_nodes: 4 nodes of 8 H100; a v5p slice of 16 cores is 8 chips on 2 hosts of
        // 4, twice.
        gp::Plan p = read("num_nodes: 4\nresources:\n  accelerators: H100:8\nrun: x\n").plan;
        QCOMPARE(p.training.accelerator, std::string("h100-80gb"));
        QCOMPARE(p.goodput.nodes, 4);
        QCOMPARE(p.goodput.acceleratorsPerNode, 8);
        p = read("num_nodes: 2\nresources:\n  accelerators: tpu-v5p-16\nrun: x\n").plan;
        QCOMPARE(p.training.accelerator, std::string("tpu-v5p"));
        QCOMPARE(p.goodput.nodes, 4);
        QCOMPARE(p.goodput.acceleratorsPerNode, 4);
    }

    // parallelism and replicas of 1e9, -16 or 2.5 became 1 node, the notes saying scale.nodes was read.
    void jobSetCountsRefused()
    {
        const std::string parallelism = "j.yaml: spec.replicatedJobs[workers].template.spec.parallelism";
        const std::string replicas = "j.yaml: spec.replicatedJobs[workers].replicas";
        const auto refused = [](const std::string& jobs) { return refusal(jobSet(jobs), "j.yaml"); };
        QCOMPARE(refused(workers("", "1e9", "8")), (Refusal{gp::ErrorCode::NotAnInteger, parallelism, "1e9"}));
        QCOMPARE(refused(workers("", "-16", "8")),
                 (Refusal{gp::ErrorCode::OutOfRange, parallelism, "1 to 100000 pods, not -16"}));
        QCOMPARE(refused(workers("", "2.5", "8")), (Refusal{gp::ErrorCode::NotAnInteger, parallelism, "2.5"}));
        QCOMPARE(refused(workers("", "1000000000", "8")),
                 (Refusal{gp::ErrorCode::OutOfRange, parallelism, "1 to 100000 pods, not 1000000000"}));
        QCOMPARE(refused(workers("1e9", "", "8")), (Refusal{gp::ErrorCode::NotAnInteger, replicas, "1e9"}));
        QCOMPARE(refused(workers("-16", "", "8")),
                 (Refusal{gp::ErrorCode::OutOfRange, replicas, "1 to 100000 replicas, not -16"}));
        QCOMPARE(refused(workers("2.5", "", "8")), (Refusal{gp::ErrorCode::NotAnInteger, replicas, "2.5"}));
        // Each in range, but 1,000 slices of 1,000 hosts are more nodes than a plan has.
        QCOMPARE(refused(workers("1000", "1000", "8")),
                 (Refusal{gp::ErrorCode::OutOfRange, "j.yaml: spec.replicatedJobs", "1 to 100000 nodes, not 1000000"}));
        // 2 replicas of 3 pods are 6 nodes; without either, Kubernetes' 1.
        QCOMPARE(read(jobSet(workers("2", "3", "8")), "j.yaml").plan.goodput.nodes, 6);
        QCOMPARE(read(jobSet(workers("", "", "8")), "j.yaml").plan.goodput.nodes, 1);
    }

    // GPU and TPU limits of 100, -8, 0 or "1e9" were dropped silently.
    void acceleratorLimitsRefused()
    {
        const std::string gpu = "j.yaml: " + kPod + ".containers[trainer].resources.limits.nvidia.com/gpu";
        const auto refused = [](const std::string& gpus) { return refusal(jobSet(workers("", "2", gpus)), "j.yaml"); };
        QCOMPARE(refused("100"), (Refusal{gp::ErrorCode::OutOfRange, gpu, "1 to 64 accelerators a node, not 100"}));
        QCOMPARE(refused("-8"), (Refusal{gp::ErrorCode::OutOfRange, gpu, "1 to 64 accelerators a node, not -8"}));
        QCOMPARE(refused("0"), (Refusal{gp::ErrorCode::OutOfRange, gpu, "1 to 64 accelerators a node, not 0"}));
        QCOMPARE(refused("\"1e9\""), (Refusal{gp::ErrorCode::NotAnInteger, gpu, "1e9"}));
        const std::string tpu = "                  resources:\n                    limits:\n"
                                "                      google.com/tpu: 100\n";
        QCOMPARE(refusal(jobSet(workers("", "2", "", "tpu-v5p-slice", tpu)), "j.yaml"),
                 (Refusal{gp::ErrorCode::OutOfRange,
                          "j.yaml: " + kPod + ".containers[trainer].resources.limits.google.com/tpu",
                          "1 to 64 accelerators a node, not 100"}));
        // A pod has what its containers ask for together: a sidecar asking for none adds nothing.
        const std::string sidecar = "                - name: sidecar\n                  image: log:1\n"
                                    "                  resources:\n                    limits:\n"
                                    "                      nvidia.com/gpu: 0\n";
        const gp::Plan p = read(jobSet(workers("", "2", "8", "nvidia-h100-80gb", sidecar)), "j.yaml").plan;
        QCOMPARE(p.goodput.acceleratorsPerNode, 8);
    }

    // A JobSet without spec, or without replicated jobs, gave the base plan's figures.
    void jobSetWithoutJobsRefused()
    {
        const std::string head = "apiVersion: jobset.x-k8s.io/v1alpha2\nkind: JobSet\nmetadata:\n  name: train\n";
        const Refusal missing{gp::ErrorCode::MissingField, "j.yaml: spec.replicatedJobs",
                              "a JobSet's replicated jobs: without them it has no nodes"};
        QCOMPARE(refusal(head, "j.yaml"), missing);
        QCOMPARE(refusal(head + "spec:\n  failurePolicy:\n    maxRestarts: 3\n", "j.yaml"), missing);
        QCOMPARE(refusal(head + "spec:\n  replicatedJobs: []\n", "j.yaml"),
                 (Refusal{gp::ErrorCode::WrongType, "j.yaml: spec.replicatedJobs",
                          "a list of one replicated job or more, not an empty one"}));
        QCOMPARE(refusal(head + "spec:\n  replicatedJobs: {workers: 1}\n", "j.yaml"),
                 (Refusal{gp::ErrorCode::WrongType, "j.yaml: spec.replicatedJobs",
                          "a list of one replicated job or more, not a mapping"}));
        QCOMPARE(refusal(jobSet("    - name: spares\n      replicas: 2\n"), "j.yaml"),
                 (Refusal{gp::ErrorCode::MissingField, "j.yaml: a job of workers in spec.replicatedJobs",
                          "every replicated job holds spares"}));
    }

    // SkyPilot refuses a key twice in a mapping; yaml-cpp kept one of them silently.
    void duplicateKeysRefused()
    {
        QCOMPARE(refusal("num_nodes: 2\nresources:\n  accelerators: H100:8\nnum_nodes: 16\nrun: x\n"),
                 (Refusal{gp::ErrorCode::YamlSyntax, "t.yaml", "line 4: duplicate key \"num_nodes\""}));
        QCOMPARE(refusal("resources: {accelerators: H100:8, accelerators: A100:8}\n"),
                 (Refusal{gp::ErrorCode::YamlSyntax, "t.yaml", "line 1: duplicate key \"accelerators\""}));
        QCOMPARE(refusal("'num_nodes': 2\nnum_nodes: 3\n"),
                 (Refusal{gp::ErrorCode::YamlSyntax, "t.yaml", "line 2: duplicate key \"num_nodes\""}));
        QCOMPARE(refusal("kind: ConfigMap\n---\nrun: x\nenvs:\n  A: 1\n  B: 2\n  A: 3\n"),
                 (Refusal{gp::ErrorCode::YamlSyntax, "t.yaml", "line 7: duplicate key \"A\""}));
        // The same key in two mappings is no duplicate: both jobs have a name.
        const std::string spares = "    - name: spares\n      replicas: 2\n";
        QCOMPARE(read(jobSet(workers("", "4", "8") + spares), "j.yaml").plan.goodput.hotSpares, 2);
    }

    // The notes named only what was read. What the file holds and the reader did not take is named too, a value it
    // knows the key of but cannot read with the value.
    void notReadNamed()
    {
        const gp::PlanFromDeployment r = read("name: train\nnum_nodes: 2\nresources:\n  accelerators: H100:8\n"
                                              "  use_spot: perhaps\n  disk_size: 512\nenvs:\n"
                                              "  GOODPUT_CHECKPOINT_INTERVAL_SECONDS: \"abc\"\n"
                                              "  GOODPUT_CHECKPOINT_ASYNC: \"true\"\n  WANDB_PROJECT: x\n"
                                              "run: python train.py\n");
        QCOMPARE(r.read, (std::vector<std::string>{"training.accelerator", "scale.accelerators_per_node",
                                                   "scale.nodes", "runtime.async_checkpoint"}));
        QCOMPARE(r.notRead, (std::vector<std::string>{"resources.use_spot = \"perhaps\"",
                                                      "envs.GOODPUT_CHECKPOINT_INTERVAL_SECONDS = \"abc\"",
                                                      "resources.disk_size", "envs.WANDB_PROJECT", "run"}));
        QCOMPARE(r.plan.notes,
                 std::string("Read from t.yaml (skypilot): training.accelerator, scale.accelerators_per_node, "
                             "scale.nodes, runtime.async_checkpoint. Not read: resources.use_spot = \"perhaps\", "
                             "envs.GOODPUT_CHECKPOINT_INTERVAL_SECONDS = \"abc\", resources.disk_size, "
                             "envs.WANDB_PROJECT, run."));
        QCOMPARE(r.plan.title, std::string("From train"));

        // A JobSet's: a variable it cannot read, the other candidates, another document, a job's other fields.
        const std::string env = "                  env:\n                    - name: GOODPUT_CHECKPOINTS_RETAINED\n"
                                "                      value: \"many\"\n";
        const gp::PlanFromDeployment j =
            read("apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: c\n---\n" +
                     jobSet(workers("", "2", "8", "nvidia-h100-80gb", env)) + "  failurePolicy:\n    maxRestarts: 3\n",
                 "j.yaml");
        QCOMPARE(j.notRead,
                 (std::vector<std::string>{kPod + ".containers[trainer].env[GOODPUT_CHECKPOINTS_RETAINED] = \"many\"",
                                           kPod + ".containers[trainer].image", "spec.failurePolicy",
                                           "document 1 (ConfigMap)"}));
        // Beyond 30, the notes count the rest: "run" and 40 keys not read are 30 named and 11 more.
        std::string many = "run: x\n";
        for (int i = 0; i < 40; ++i)
            many += "k" + std::to_string(i) + ": 1\n";
        const gp::PlanFromDeployment m = read(many);
        QCOMPARE(m.notRead.size(), std::size_t(30));
        QCOMPARE(m.notRead.back(), std::string("k28"));
        QVERIFY(m.plan.notes.ends_with("k27, k28, and 11 more."));
    }

    // A Latin-1 file printed yaml-cpp's own error, naming no file. Text that is not UTF-8 is refused before parsing,
    // naming the file, the line and the byte.
    void notUtf8Refused()
    {
        const auto notUtf8 = [](const char* where, const char* file = "t.yaml") {
            return Refusal{gp::ErrorCode::NotADeployment, file, std::string("not UTF-8 text: ") + where};
        };
        QCOMPARE(refusal("name: caf\xe9\nrun: x\n", "latin1.yaml"), notUtf8("line 1, byte offset 9", "latin1.yaml"));
        QCOMPARE(refusal("run: x\n# \xc0\xaf\n"), notUtf8("line 2, byte offset 9")); // an overlong "/"
        QCOMPARE(refusal("run: \xed\xa0\x80\n"), notUtf8("line 1, byte offset 5"));  // a surrogate
        QCOMPARE(refusal("run: \xf4\x90\x80\x80\n"), notUtf8("line 1, byte offset 5")); // past U+10FFFF
        QCOMPARE(refusal("run: \xe2\x82"), notUtf8("line 1, byte offset 5"));           // cut at the end
        QCOMPARE(read("name: caf\xc3\xa9\nrun: x\n").plan.title, std::string("From caf\xc3\xa9"));
    }

    // A job name becomes the plan's title, which every export's header and the proposal print: a line break, U+0085,
    // U+2028, U+2029 or a bidi control in it is refused, naming the field and the character.
    void controlCharactersInNamesRefused()
    {
        const auto control = [](const char* character, const char* field = "t.yaml: name") {
            return Refusal{gp::ErrorCode::UnsafeText, field, character};
        };
        QCOMPARE(refusal("name: \"a\\u2028b\"\nrun: x\n"), control("U+2028"));
        QCOMPARE(refusal("name: \"a\\u2029b\"\nrun: x\n"), control("U+2029"));
        QCOMPARE(refusal("name: \"a\\u0085b\"\nrun: x\n"), control("U+0085"));
        QCOMPARE(refusal("name: \"a\\nb\"\nrun: x\n"), control("U+000A"));
        QCOMPARE(refusal("name: \"a\\tb\"\nrun: x\n"), control("U+0009"));
        QCOMPARE(refusal("name: \"a\\x07b\"\nrun: x\n"), control("U+0007"));
        for (const char* bidi : {"U+200E", "U+200F", "U+202A", "U+202E", "U+2066", "U+2069", "U+061C"}) {
            const std::string escaped = "\\u" + std::string(bidi + 2);
            QCOMPARE(refusal("name: \"a" + escaped + "b\"\nrun: x\n"), control(bidi));
        }
        QCOMPARE(refusal("name: a\xe2\x80\xa8" "b\nrun: x\n"), control("U+2028")); // the character itself, unescaped
        QCOMPARE(refusal("apiVersion: jobset.x-k8s.io/v1alpha2\nkind: JobSet\nmetadata:\n  name: \"x\\u202Ey\"\n"
                         "spec:\n  replicatedJobs:\n" + workers("", "2", "8"),
                         "j.yaml"),
                 control("U+202E", "j.yaml: metadata.name"));
        // A plan with a title of its own keeps it: the name is not read, and the notes name it, as they name every
        // key, safely.
        gp::Plan base;
        base.title = "Mine";
        const gp::PlanFromDeployment r =
            read("name: \"a\\u2028b\"\nenvs:\n  GOODPUT_IN_JOB_RESTART: \"true\"\n  \"BAD\\u2028KEY\": x\nrun: x\n",
                 "t.yaml", base);
        QCOMPARE(r.plan.title, std::string("Mine"));
        QCOMPARE(r.notRead, (std::vector<std::string>{"name", "envs.BAD KEY", "run"}));
    }

    // A few aliases make a long list: 250 copies of a container of 1,000 variables are 250,000 values to read, past
    // the reader's budget, where the parser counted 5,000 values and 249 aliases.
    void aliasesCountEachTimeRead()
    {
        std::string container = "&c {name: trainer, env: [";
        for (int i = 0; i < 1000; ++i)
            container += (i ? ", {name: E" : "{name: E") + std::to_string(i) + ", value: x}";
        container += "]}";
        std::string containers = "[" + container;
        for (int i = 1; i < 250; ++i)
            containers += ", *c";
        const std::string yaml =
            jobSet("    - name: workers\n      template:\n        spec:\n          template:\n            spec:\n"
                   "              containers: " + containers + "]\n");
        QCOMPARE(refusal(yaml, "j.yaml"), (Refusal{gp::ErrorCode::YamlSyntax, "j.yaml",
                                                   "more than 200000 values read, an alias's each time it is read"}));
    }
};

QTEST_GUILESS_MAIN(TestPlanFrom)
#include "tst_planfrom.moc"
