// Deployment exports (docs/deploy.md): what each format carries of the example plan and the 70B plan, what it
// drops, the sizing rules worked out by hand, reading an export back, and hostile YAML. The exports are checked
// against the schedulers' own schemas in tests/deploy (test deploy_schemas).
#include "deploy/DeployFiles.h"
#include "deploy/Deployment.h"
#include "deploy/PlanFrom.h"
#include "io/Error.h"
#include "plan/Evaluate.h"
#include "plan/PlanFile.h"
#include "plan/Scenarios.h"

#include <yaml-cpp/yaml.h>

#include <QFile>
#include <QTemporaryDir>
#include "ErrorCodeOf.h"

#include <QTest>

#include <functional>

namespace {

using gptest::codeOf;

const std::string kSeventyB = GOODPUT_TEST_DATA "/plans/llm-70b-14-days.gpplan";

gp::DeploymentConfig configOf(const gp::Plan& plan, std::string scenario = {})
{
    const gp::Plan exported = scenario.empty() ? plan : gp::scenarioPlan(plan, scenario);
    return gp::deploymentConfig(gp::evaluate(exported), std::move(scenario), "2026-12-06");
}

gp::DeploymentConfig configOf(const std::string& path, std::string scenario = {})
{
    return configOf(gp::loadPlanFile(path), std::move(scenario));
}

const gp::DeploymentFile& file(const gp::Deployment& d, const std::string& suffix)
{
    for (const gp::DeploymentFile& f : d.files)
        if (f.name.size() >= suffix.size() && f.name.compare(f.name.size() - suffix.size(), suffix.size(), suffix) == 0)
            return f;
    throw std::runtime_error("no file ending in " + suffix);
}

std::vector<std::string> droppedTexts(const gp::Deployment& d)
{
    std::vector<std::string> out;
    for (const gp::Text& t : d.dropped)
        out.push_back(t.english());
    return out;
}

bool anyContains(const std::vector<std::string>& lines, const std::string& part)
{
    for (const std::string& l : lines)
        if (l.find(part) != std::string::npos)
            return true;
    return false;
}

bool hasLine(const std::string& text, const std::string& line)
{
    return ("\n" + text).find("\n" + line + "\n") != std::string::npos;
}

YAML::Node kind(const std::vector<YAML::Node>& docs, const std::string& k)
{
    for (const YAML::Node& d : docs)
        if (d["kind"].as<std::string>() == k)
            return d;
    return {};
}

} // namespace

class TestDeploy : public QObject {
    Q_OBJECT
private slots:
    // Hand-worked: 10 wall days + 25 % = 300 h = "12-12:00:00"; twice 7.2 interruptions = 14.4 -> 15 restarts, and
    // at least 3; the disk holds a 16 GB image and two shards of a 1,120 GB state on 16 nodes: 16 + 140 = 156 GB,
    // below the 256 GB floor; on 2 nodes 16 + 1,120 = 1,136 GB -> 1,152 (18 x 64).
    void sizingRules()
    {
        gp::DeploymentConfig c;
        c.wallDays = 10;
        QCOMPARE(gp::deployTimeLimitHours(c), 300);
        c.wallDays = 0.001;
        QCOMPARE(gp::deployTimeLimitHours(c), 1);
        c.interruptions = 7.2;
        QCOMPARE(gp::deployMaxRestarts(c), 15);
        c.interruptions = 0.2;
        QCOMPARE(gp::deployMaxRestarts(c), 3);
        c.imageSizeGb = 16;
        c.checkpointStateGb = 1120;
        c.nodes = 16;
        QCOMPARE(gp::deployDiskGb(c), 256);
        c.nodes = 2;
        QCOMPARE(gp::deployDiskGb(c), 1152);
    }

    // GKE's slice shapes ("Plan TPUs in GKE"): 2-D for v5e and v6e, 3-D for v5p.
    void tpuTopologies()
    {
        QCOMPARE(gp::tpuTopology(1, 2), std::string("1x1"));
        QCOMPARE(gp::tpuTopology(4, 2), std::string("2x2"));
        QCOMPARE(gp::tpuTopology(8, 2), std::string("2x4"));
        QCOMPARE(gp::tpuTopology(128, 2), std::string("8x16"));
        QCOMPARE(gp::tpuTopology(256, 2), std::string("16x16"));
        QCOMPARE(gp::tpuTopology(2, 2), std::string());
        QCOMPARE(gp::tpuTopology(512, 2), std::string());
        QCOMPARE(gp::tpuTopology(12, 2), std::string());
        QCOMPARE(gp::tpuTopology(4, 3), std::string("2x2x1"));
        QCOMPARE(gp::tpuTopology(8, 3), std::string("2x2x2"));
        QCOMPARE(gp::tpuTopology(16, 3), std::string("2x2x4"));
        QCOMPARE(gp::tpuTopology(32, 3), std::string("2x4x4"));
        QCOMPARE(gp::tpuTopology(64, 3), std::string("4x4x4"));
        QCOMPARE(gp::tpuTopology(2, 3), std::string());
    }

    // Slices of one shape, the largest whose chips divide the job's and fill whole hosts: 112 chips on hosts of 8
    // are 7 slices of 16 (4x4, 2 hosts each); 512 are 2 of 256; v5p's 128 on hosts of 4 are one 4x4x8.
    void tpuSlicesOfAJob()
    {
        const auto check = [](gp::TpuSlices s, int slices, int chips, int hosts, const char* topology) {
            QCOMPARE(s.slices, slices);
            QCOMPARE(s.chipsPerSlice, chips);
            QCOMPARE(s.hostsPerSlice, hosts);
            QCOMPARE(s.topology, std::string(topology));
        };
        check(gp::tpuSlices(112, 8, 2), 7, 16, 2, "4x4");
        check(gp::tpuSlices(128, 8, 2), 1, 128, 16, "8x16");
        check(gp::tpuSlices(512, 8, 2), 2, 256, 32, "16x16");
        check(gp::tpuSlices(128, 4, 3), 1, 128, 32, "4x4x8");
        check(gp::tpuSlices(8, 8, 2), 1, 8, 1, "2x4");
        QCOMPARE(gp::tpuSlices(4, 8, 2).slices, 0); // less than a host
        QCOMPARE(gp::tpuSlices(24, 8, 2).slices, 3); // 3 slices of 8 (2x4)
    }

    // 112 TPU v5e chips: GKE runs 7 slices of 16 as a multislice JobSet, each slice's Job on a node pool of its own;
    // a SkyPilot task names one slice and says the others are not in it.
    void multisliceTpu()
    {
        gp::DeploymentConfig c = configOf(gp::loadPlanFile(GOODPUT_EXAMPLE_PLAN), "TPU v5e on demand, FSDP");
        c.nodes = 14;
        const YAML::Node jobSet = YAML::Load(file(gp::exportDeployment(c, gp::DeployFormat::Gke), "-jobset.yaml").text);
        const YAML::Node workers = jobSet["spec"]["replicatedJobs"][0];
        QCOMPARE(workers["replicas"].as<int>(), 7);
        QCOMPARE(workers["template"]["spec"]["parallelism"].as<int>(), 2);
        QCOMPARE(workers["template"]["spec"]["template"]["spec"]["nodeSelector"]["cloud.google.com/gke-tpu-topology"]
                     .as<std::string>(),
                 std::string("4x4"));
        QCOMPARE(jobSet["metadata"]["annotations"]["alpha.jobset.sigs.k8s.io/exclusive-topology"].as<std::string>(),
                 std::string("cloud.google.com/gke-nodepool"));
        const gp::Deployment sky = gp::exportDeployment(c, gp::DeployFormat::SkyPilot);
        QCOMPARE(YAML::Load(file(sky, ".sky.yaml").text)["resources"]["accelerators"].as<std::string>(),
                 std::string("tpu-v5litepod-16"));
        QVERIFY(anyContains(droppedTexts(sky), "the other 6 slices of the plan are not in it"));
        // Read back, the JobSet gives the 112 chips again.
        const gp::PlanFromDeployment back =
            gp::planFromDeployment(file(gp::exportDeployment(c, gp::DeployFormat::Gke), "-jobset.yaml").text, "j.yaml",
                                   gp::Plan{});
        QCOMPARE(back.plan.goodput.nodes * back.plan.goodput.acceleratorsPerNode, 112);
    }

    // The example plan: 16 nodes of 8 H100 on Spot. SkyPilot keeps all of it; Slurm drops the Spot offer.
    void examplePlanInEachFormat()
    {
        const gp::DeploymentConfig c = configOf(GOODPUT_EXAMPLE_PLAN);
        QCOMPARE(c.accelerator.id, std::string("h100-80gb"));
        QCOMPARE(c.jobName, std::string("example-7b-model-pre-u3cxmx")); // tst_deploysafety works out the suffix

        const gp::Deployment sky = gp::exportDeployment(c, gp::DeployFormat::SkyPilot);
        QVERIFY(sky.dropped.empty());
        const YAML::Node task = YAML::Load(file(sky, ".sky.yaml").text);
        QCOMPARE(task["num_nodes"].as<int>(), 16);
        QCOMPARE(task["resources"]["accelerators"].as<std::string>(), std::string("H100:8"));
        QCOMPARE(task["resources"]["use_spot"].as<bool>(), true);
        QCOMPARE(task["resources"]["job_recovery"]["strategy"].as<std::string>(), std::string("FAILOVER"));
        QCOMPARE(task["file_mounts"]["/checkpoints"]["store"].as<std::string>(), std::string("gcs"));
        // The plan's interval, 1 h, reaches the job as seconds, a string as environment variables are.
        QCOMPARE(task["envs"]["GOODPUT_CHECKPOINT_INTERVAL_SECONDS"].as<std::string>(), std::string("3600"));
        QCOMPARE(task["envs"]["GOODPUT_CHECKPOINT_INTERVAL_SECONDS"].Tag(), std::string("!"));
        QVERIFY(file(sky, ".sky.yaml").text.rfind("# Goodput Planner deployment (skypilot) of the plan \"Example", 0) == 0);
        QVERIFY(hasLine(file(sky, ".sky.yaml").text,
                        "# Exported 2026-12-06. What each field comes from: Goodput Planner's manual, \"Deployment "
                        "files\" (installed as /usr/share/doc/goodput-planner/deploy.md.gz)."));

        const gp::Deployment gke = gp::exportDeployment(c, gp::DeployFormat::Gke);
        QVERIFY(gke.dropped.empty());
        const YAML::Node jobSet = YAML::Load(file(gke, "-jobset.yaml").text);
        QCOMPARE(jobSet["apiVersion"].as<std::string>(), std::string("jobset.x-k8s.io/v1alpha2"));
        const YAML::Node workers = jobSet["spec"]["replicatedJobs"][0];
        QCOMPARE(jobSet["spec"]["replicatedJobs"].size(), std::size_t(1));
        QCOMPARE(workers["template"]["spec"]["parallelism"].as<int>(), 16);
        const YAML::Node pod = workers["template"]["spec"]["template"]["spec"];
        QCOMPARE(pod["nodeSelector"]["cloud.google.com/gke-accelerator"].as<std::string>(), std::string("nvidia-h100-80gb"));
        QCOMPARE(pod["nodeSelector"]["node.kubernetes.io/instance-type"].as<std::string>(), std::string("a3-highgpu-8g"));
        QCOMPARE(pod["nodeSelector"]["cloud.google.com/gke-spot"].Tag(), std::string("!")); // "true", a string
        QCOMPARE(pod["containers"][0]["resources"]["limits"]["nvidia.com/gpu"].as<int>(), 8);
        QCOMPARE(jobSet["metadata"]["labels"]["kueue.x-k8s.io/queue-name"].as<std::string>(),
                 c.jobName + "-queue");
        const std::vector<YAML::Node> queue = YAML::LoadAll(file(gke, "-kueue.yaml").text);
        QCOMPARE(queue.size(), std::size_t(3)); // ResourceFlavor, ClusterQueue, LocalQueue: no admission check
        QCOMPARE(kind(queue, "ClusterQueue")["spec"]["resourceGroups"][0]["flavors"][0]["resources"][0]["nominalQuota"]
                     .as<int>(),
                 128);
        QCOMPARE(kind(queue, "LocalQueue")["metadata"]["name"].as<std::string>(), c.jobName + "-queue");

        const gp::Deployment slurm = gp::exportDeployment(c, gp::DeployFormat::Slurm);
        QVERIFY(anyContains(droppedTexts(slurm), "Spot provisioning: Slurm takes nodes from the cluster"));
        const std::string& script = file(slurm, ".sbatch").text;
        QVERIFY(script.rfind("#!/bin/bash\n", 0) == 0);
        QVERIFY(hasLine(script, "#SBATCH --nodes=16"));
        QVERIFY(hasLine(script, "#SBATCH --gpus-per-node=h100:8"));
        QVERIFY(hasLine(script, "#SBATCH --requeue"));
        QVERIFY(hasLine(script, "export GOODPUT_CHECKPOINT_INTERVAL_SECONDS='3600'"));
        QVERIFY(hasLine(script, "# Dropped, as this format cannot express it:"));
    }

    // The 70B plan: 64 nodes of 8 H100 on demand with 8 hot spares, which GKE holds as a spare replicated job and
    // Slurm as extra nodes of the allocation; SkyPilot relaunches instead, and says so.
    void hotSparesWhereTheFormatHasThem()
    {
        const gp::DeploymentConfig c = configOf(kSeventyB);
        QCOMPARE(c.hotSpares, 8);
        const gp::Deployment gke = gp::exportDeployment(c, gp::DeployFormat::Gke);
        const YAML::Node jobs = YAML::Load(file(gke, "-jobset.yaml").text)["spec"]["replicatedJobs"];
        QCOMPARE(jobs.size(), std::size_t(2));
        QCOMPARE(jobs[1]["name"].as<std::string>(), std::string("spares"));
        QCOMPARE(jobs[1]["template"]["spec"]["parallelism"].as<int>(), 8);
        const std::vector<YAML::Node> queue = YAML::LoadAll(file(gke, "-kueue.yaml").text);
        // (64 + 8) x 8 GPUs.
        QCOMPARE(kind(queue, "ClusterQueue")["spec"]["resourceGroups"][0]["flavors"][0]["resources"][0]["nominalQuota"]
                     .as<int>(),
                 576);
        const gp::Deployment sky = gp::exportDeployment(c, gp::DeployFormat::SkyPilot);
        QCOMPARE(droppedTexts(sky).size(), std::size_t(1));
        QVERIFY(anyContains(droppedTexts(sky), "The hot spares: SkyPilot holds no idle nodes"));
        QVERIFY(file(sky, ".sky.yaml").text.find("#   - The hot spares: SkyPilot holds no idle nodes") != std::string::npos);
        const std::string script = file(gp::exportDeployment(c, gp::DeployFormat::Slurm), ".sbatch").text;
        QVERIFY(hasLine(script, "#SBATCH --nodes=72"));
        QVERIFY(hasLine(script, "#SBATCH --no-kill"));
        QVERIFY(script.find("srun --nodes=64 ") != std::string::npos);
    }

    // The example's TPU scenario: 128 v5e chips, hosts of 8. GKE asks for the slice's topology; SkyPilot names the
    // slice by its cores (v5e: one a chip); Slurm has no TPU and says so.
    void tpuScenario()
    {
        const gp::DeploymentConfig c = configOf(gp::loadPlanFile(GOODPUT_EXAMPLE_PLAN), "TPU v5e on demand, FSDP");
        QCOMPARE(c.accelerator.id, std::string("tpu-v5e"));
        QCOMPARE(c.accelerators(), 128);
        const YAML::Node pod = YAML::Load(file(gp::exportDeployment(c, gp::DeployFormat::Gke), "-jobset.yaml").text)
            ["spec"]["replicatedJobs"][0]["template"]["spec"]["template"]["spec"];
        QCOMPARE(pod["nodeSelector"]["cloud.google.com/gke-tpu-accelerator"].as<std::string>(),
                 std::string("tpu-v5-lite-podslice"));
        QCOMPARE(pod["nodeSelector"]["cloud.google.com/gke-tpu-topology"].as<std::string>(), std::string("8x16"));
        QCOMPARE(pod["containers"][0]["resources"]["limits"]["google.com/tpu"].as<int>(), c.acceleratorsPerNode);
        const YAML::Node task = YAML::Load(file(gp::exportDeployment(c, gp::DeployFormat::SkyPilot), ".sky.yaml").text);
        QCOMPARE(task["resources"]["accelerators"].as<std::string>(), std::string("tpu-v5litepod-128"));
        QCOMPARE(task["num_nodes"].as<int>(), 1);
        const gp::Deployment slurm = gp::exportDeployment(c, gp::DeployFormat::Slurm);
        QVERIFY(anyContains(droppedTexts(slurm), "Slurm schedules no TPU"));
        QVERIFY(file(slurm, ".sbatch").text.find("--gpus-per-node") == std::string::npos);
    }

    // DWS flex-start on GKE is queued provisioning through Kueue: the admission check, its configuration naming
    // queued-provisioning.gke.io, the run's limit of 7 days (604,800 s) and the toleration of queued nodes.
    void flexStartQueuesThroughKueue()
    {
        gp::Plan plan = gp::loadPlanFile(kSeventyB);
        plan.goodput.provisioning = gp::Provisioning::DwsFlexStart;
        const gp::DeploymentConfig c = configOf(plan);
        const gp::Deployment gke = gp::exportDeployment(c, gp::DeployFormat::Gke);
        const YAML::Node jobSet = YAML::Load(file(gke, "-jobset.yaml").text);
        QCOMPARE(jobSet["metadata"]["annotations"]["provreq.kueue.x-k8s.io/maxRunDurationSeconds"].as<std::string>(),
                 std::string("604800"));
        const YAML::Node pod = jobSet["spec"]["replicatedJobs"][0]["template"]["spec"]["template"]["spec"];
        bool queued = false;
        for (const YAML::Node& t : pod["tolerations"])
            queued = queued || t["key"].as<std::string>() == "cloud.google.com/gke-queued";
        QVERIFY(queued);
        const std::vector<YAML::Node> queue = YAML::LoadAll(file(gke, "-kueue.yaml").text);
        QCOMPARE(queue.size(), std::size_t(5));
        const YAML::Node check = kind(queue, "AdmissionCheck");
        QCOMPARE(check["spec"]["controllerName"].as<std::string>(), std::string("kueue.x-k8s.io/provisioning-request"));
        QCOMPARE(kind(queue, "ClusterQueue")["spec"]["admissionChecksStrategy"]["admissionChecks"][0]["name"].as<std::string>(),
                 check["metadata"]["name"].as<std::string>());
        QCOMPARE(kind(queue, "ProvisioningRequestConfig")["spec"]["provisioningClassName"].as<std::string>(),
                 std::string("queued-provisioning.gke.io"));
    }

    // A reservation (the example's DWS calendar scenario) is named on every target by a placeholder to fill in.
    void reservationsNameAPlaceholder()
    {
        const gp::DeploymentConfig c = configOf(gp::loadPlanFile(GOODPUT_EXAMPLE_PLAN), "H100 reserved (DWS calendar)");
        QCOMPARE(c.provisioning, gp::Provisioning::DwsCalendar);
        const YAML::Node pod = YAML::Load(file(gp::exportDeployment(c, gp::DeployFormat::Gke), "-jobset.yaml").text)
            ["spec"]["replicatedJobs"][0]["template"]["spec"]["template"]["spec"];
        QCOMPARE(pod["nodeSelector"]["cloud.google.com/reservation-affinity"].as<std::string>(), std::string("specific"));
        const YAML::Node task = YAML::Load(file(gp::exportDeployment(c, gp::DeployFormat::SkyPilot), ".sky.yaml").text);
        QVERIFY(!task["config"]);
        QVERIFY(anyContains(droppedTexts(gp::exportDeployment(c, gp::DeployFormat::SkyPilot)),
                            "gcp.specific_reservations in SkyPilot's configuration"));
        QVERIFY(file(gp::exportDeployment(c, gp::DeployFormat::Slurm), ".sbatch").text.find("##SBATCH --reservation=") !=
                std::string::npos);
    }

    // An export read back gives the plan's scale and scheduling again.
    void roundTrip()
    {
        const gp::Plan original = gp::loadPlanFile(kSeventyB);
        const gp::DeploymentConfig c = configOf(original);
        for (const gp::DeployFormat f : {gp::DeployFormat::SkyPilot, gp::DeployFormat::Gke}) {
            const gp::Deployment d = gp::exportDeployment(c, f);
            const gp::PlanFromDeployment back = gp::planFromDeployment(d.files.front().text, d.files.front().name, gp::Plan{});
            QCOMPARE(back.kind, std::string(f == gp::DeployFormat::Gke ? "jobset" : "skypilot"));
            QCOMPARE(back.plan.goodput.nodes, 64);
            QCOMPARE(back.plan.goodput.acceleratorsPerNode, 8);
            QCOMPARE(back.plan.training.accelerator, std::string("h100-80gb"));
            QCOMPARE(back.plan.goodput.provisioning, gp::Provisioning::OnDemand);
            QCOMPARE(back.plan.goodput.checkpointInterval, original.goodput.checkpointInterval);
            QCOMPARE(back.plan.goodput.autoCheckpoint, original.goodput.autoCheckpoint);
            // SkyPilot has no spares to read; the JobSet holds them.
            QCOMPARE(back.plan.goodput.hotSpares, f == gp::DeployFormat::Gke ? 8 : 0);
            QVERIFY(back.plan.notes.rfind("Read from " + d.files.front().name, 0) == 0);
        }
        // The TPU slice: 128 v5e chips on hosts of 8 come back as 16 nodes of 8.
        const gp::DeploymentConfig tpu = configOf(gp::loadPlanFile(GOODPUT_EXAMPLE_PLAN), "TPU v5e on demand, FSDP");
        const gp::Deployment sky = gp::exportDeployment(tpu, gp::DeployFormat::SkyPilot);
        const gp::PlanFromDeployment back = gp::planFromDeployment(sky.files.front().text, "tpu.sky.yaml", gp::Plan{});
        QCOMPARE(back.plan.training.accelerator, std::string("tpu-v5e"));
        QCOMPARE(back.plan.goodput.nodes * back.plan.goodput.acceleratorsPerNode, 128);
    }

    // SkyPilot's other ways of writing a task: accelerators as a mapping, Spot, any_of.
    void readsSkyPilotForms()
    {
        const auto read = [](const char* yaml) { return gp::planFromDeployment(yaml, "task.yaml", gp::Plan{}).plan; };
        gp::Plan p = read("resources:\n  accelerators: {A100-80GB: 4}\n  use_spot: true\nnum_nodes: 3\nrun: python train.py\n");
        QCOMPARE(p.training.accelerator, std::string("a100-80gb"));
        QCOMPARE(p.goodput.acceleratorsPerNode, 4);
        QCOMPARE(p.goodput.nodes, 3);
        QCOMPARE(p.goodput.provisioning, gp::Provisioning::Spot);
        p = read("resources:\n  any_of:\n    - accelerators: l4:8\n    - accelerators: T4:4\nrun: echo\n");
        QCOMPARE(p.training.accelerator, std::string("l4"));
        QCOMPARE(p.goodput.nodes, 1);
    }

    // Hostile and wrong input: each a clear error, quickly, never a crash or a hang.
    void hostileYaml()
    {
        // An alias bomb: 12 levels of 30 aliases each would expand to 30^12 values; the aliases are counted first.
        std::string bomb = "a0: &a0 [x, x]\n";
        for (int level = 1; level <= 12; ++level) {
            bomb += "a" + std::to_string(level) + ": &a" + std::to_string(level) + " [";
            for (int i = 0; i < 30; ++i)
                bomb += (i ? ", *a" : "*a") + std::to_string(level - 1);
            bomb += "]\n";
        }
        QCOMPARE(codeOf([&] { gp::planFromDeployment(bomb, "bomb.yaml", gp::Plan{}); }), gp::ErrorCode::YamlSyntax);
        // A small bomb within the limits is read without expanding, and is no deployment.
        QCOMPARE(codeOf([] { gp::planFromDeployment("a: &a [x, x]\nb: [*a, *a]\n", "small.yaml", gp::Plan{}); }),
                 gp::ErrorCode::NotADeployment);
        // Deep nesting stops at the limit, before the parser's own recursion runs deep.
        QCOMPARE(codeOf([] { gp::planFromDeployment(std::string(100000, '['), "deep.yaml", gp::Plan{}); }),
                 gp::ErrorCode::YamlSyntax);
        QCOMPARE(codeOf([] { gp::planFromDeployment("resources: {accelerators: 'H100:8'\n", "broken.yaml", gp::Plan{}); }),
                 gp::ErrorCode::YamlSyntax);
        // Binary garbage reads as one odd scalar: no deployment.
        QCOMPARE(codeOf([] { gp::planFromDeployment(std::string("\x01\x02\xff\xfe", 4), "binary.yaml", gp::Plan{}); }),
                 gp::ErrorCode::NotADeployment);
        QCOMPARE(codeOf([] { gp::planFromDeployment("apiVersion: v1\nkind: Pod\n", "pod.yaml", gp::Plan{}); }),
                 gp::ErrorCode::NotADeployment);
        QCOMPARE(codeOf([] { gp::planFromDeployment("num_nodes: 0\nrun: x\n", "t.yaml", gp::Plan{}); }),
                 gp::ErrorCode::OutOfRange);
        QCOMPARE(codeOf([] { gp::planFromDeployment("num_nodes: many\nrun: x\n", "t.yaml", gp::Plan{}); }),
                 gp::ErrorCode::NotAnInteger);
        QCOMPARE(codeOf([] { gp::planFromDeployment("resources: {accelerators: 'H100:99'}\n", "t.yaml", gp::Plan{}); }),
                 gp::ErrorCode::OutOfRange);
        // 100 MB: refused at the limit, without reading the rest.
        QTemporaryDir dir;
        QFile big(dir.filePath(QStringLiteral("big.yaml")));
        QVERIFY(big.open(QIODevice::WriteOnly));
        QVERIFY(big.resize(100LL * 1024 * 1024));
        big.close();
        QCOMPARE(codeOf([&] { gp::readPlanFromDeployment(big.fileName().toStdString(), gp::Plan{}); }),
                 gp::ErrorCode::FileTooLarge);
        QCOMPARE(codeOf([&] { gp::readPlanFromDeployment(dir.filePath(QStringLiteral("none.yaml")).toStdString(), gp::Plan{}); }),
                 gp::ErrorCode::FileUnreadable);
    }

    // Files are replaced only with leave; a folder that is not one is refused before anything is written.
    void writingFiles()
    {
        const gp::Deployment d = gp::exportDeployment(configOf(kSeventyB), gp::DeployFormat::Gke);
        QTemporaryDir dir;
        const std::string folder = dir.path().toStdString();
        QCOMPARE(gp::writeDeployment(d, folder, false).size(), std::size_t(2));
        QFile first(QString::fromStdString(folder + "/" + d.files[0].name));
        QVERIFY(first.open(QIODevice::WriteOnly));
        first.write("mine");
        first.close();
        QCOMPARE(gp::existingDeploymentFiles(d, folder).size(), std::size_t(2));
        QCOMPARE(codeOf([&] { gp::writeDeployment(d, folder, false); }), gp::ErrorCode::FileExists);
        QVERIFY(first.open(QIODevice::ReadOnly));
        QCOMPARE(first.readAll(), QByteArray("mine"));
        first.close();
        gp::writeDeployment(d, folder, true);
        QVERIFY(first.open(QIODevice::ReadOnly));
        QCOMPARE(first.readAll().toStdString(), d.files[0].text);
        QCOMPARE(codeOf([&] { gp::writeDeployment(d, folder + "/" + d.files[0].name, true); }),
                 gp::ErrorCode::FileUnwritable);
        QCOMPARE(codeOf([&] { gp::writeDeployment(d, folder + "/missing", true); }), gp::ErrorCode::FileUnwritable);
    }

    // A serving plan has no training job to export.
    void servingPlanRefused()
    {
        const gp::Plan serving = gp::loadPlanFile(GOODPUT_TEST_DATA "/plans/inference-8b.gpplan");
        QCOMPARE(codeOf([&] { configOf(serving); }), gp::ErrorCode::NothingToDeploy);
    }
};

QTEST_GUILESS_MAIN(TestDeploy)
#include "tst_deploy.moc"
