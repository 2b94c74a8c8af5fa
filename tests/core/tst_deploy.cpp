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

// The example's TPU scenario with another TPU, `nodes` hosts of 8 chips, under `p`.
gp::DeploymentConfig tpuConfig(const char* accelerator, int nodes, gp::Provisioning p)
{
    gp::Plan plan = gp::scenarioPlan(gp::loadPlanFile(GOODPUT_EXAMPLE_PLAN), "TPU v5e on demand, FSDP");
    plan.training.accelerator = accelerator;
    plan.goodput.nodes = nodes;
    plan.goodput.acceleratorsPerNode = 8;
    plan.goodput.provisioning = p;
    return configOf(plan);
}

// What exportDeployment() refuses with, in English; empty when it exports.
std::string refusal(const gp::DeploymentConfig& c, gp::DeployFormat f)
{
    try {
        gp::exportDeployment(c, f);
    } catch (const gp::DeployRefused& e) {
        return e.what();
    }
    return {};
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

    // Google's tables of slice shapes, read from Google's pages, not from the code: Cloud TPU "TPU v6e" (a 4x4 slice
    // is 16 chips on 4 VMs of ct6e-standard-4t; 2x4 is one ct6e-standard-8t VM; 16x16 is 64 VMs), "TPU v5p" (every VM
    // a ct5p-hightpu-4t of 4 chips; 4x4x8 is 128 chips on 32 hosts; 16x16x24, 6,144 chips, the largest slice).
    void tpuShapesAreGooglesTables()
    {
        const auto shape = [](const char* generation, int chips) {
            for (const gp::TpuShape& s : gp::tpuShapes(generation))
                if (s.chips == chips)
                    return s;
            return gp::TpuShape{};
        };
        const auto check = [](const gp::TpuShape& s, const char* topology, const char* machine, int nodes) {
            QCOMPARE(s.topology, std::string(topology));
            QCOMPARE(s.machineType, std::string(machine));
            QCOMPARE(s.nodes(), nodes);
        };
        check(shape("tpu-v6e-slice", 1), "1x1", "ct6e-standard-1t", 1);
        check(shape("tpu-v6e-slice", 4), "2x2", "ct6e-standard-4t", 1);
        check(shape("tpu-v6e-slice", 8), "2x4", "ct6e-standard-8t", 1);
        check(shape("tpu-v6e-slice", 16), "4x4", "ct6e-standard-4t", 4);
        check(shape("tpu-v6e-slice", 32), "4x8", "ct6e-standard-4t", 8);
        check(shape("tpu-v6e-slice", 128), "8x16", "ct6e-standard-4t", 32);
        check(shape("tpu-v6e-slice", 256), "16x16", "ct6e-standard-4t", 64);
        QCOMPARE(gp::tpuShapes("tpu-v6e-slice").size(), std::size_t(8)); // no 2-, 12- or 512-chip slice
        check(shape("tpu-v5-lite-podslice", 8), "2x4", "ct5lp-hightpu-8t", 1);
        check(shape("tpu-v5-lite-podslice", 128), "8x16", "ct5lp-hightpu-4t", 32);
        check(shape("tpu-v5p-slice", 4), "2x2x1", "ct5p-hightpu-4t", 1);
        check(shape("tpu-v5p-slice", 8), "2x2x2", "ct5p-hightpu-4t", 2);
        check(shape("tpu-v5p-slice", 128), "4x4x8", "ct5p-hightpu-4t", 32);
        check(shape("tpu-v5p-slice", 6144), "16x16x24", "ct5p-hightpu-4t", 1536);
        QVERIFY(gp::tpuShapes("tpu-v4-podslice").empty()); // not in the catalog, not in the table
    }

    // A job is one slice of its chips, or several multi-host slices of one shape (GKE's Multislice takes no
    // single-host slice): 112 v6e chips are 7 slices of 4x4; 120 are no layout (15 single-host 2x4 slices are not a
    // Multislice job), the nearest being 112 and 128; 24 are neither 3 x 2x4 nor a slice, between 16 and 32.
    void tpuLayoutsOfAJob()
    {
        const auto check = [](gp::TpuLayout l, int slices, const char* topology, int nodes) {
            QCOMPARE(l.slices, slices);
            QCOMPARE(l.shape.topology, std::string(topology));
            QCOMPARE(l.nodes(), nodes);
        };
        check(gp::tpuLayout(112, "tpu-v6e-slice"), 7, "4x4", 28);
        check(gp::tpuLayout(128, "tpu-v6e-slice"), 1, "8x16", 32);
        check(gp::tpuLayout(8, "tpu-v6e-slice"), 1, "2x4", 1);
        check(gp::tpuLayout(512, "tpu-v6e-slice"), 2, "16x16", 128);
        check(gp::tpuLayout(192, "tpu-v5p-slice"), 3, "4x4x4", 48);
        check(gp::tpuLayout(12288, "tpu-v5p-slice"), 2, "16x16x24", 3072);
        const gp::TpuLayout none = gp::tpuLayout(120, "tpu-v6e-slice");
        QCOMPARE(none.slices, 0);
        QCOMPARE(none.below, 112);
        QCOMPARE(none.above, 128);
        QCOMPARE(gp::tpuLayout(24, "tpu-v6e-slice").below, 16);
        QCOMPARE(gp::tpuLayout(24, "tpu-v6e-slice").above, 32);
        QCOMPARE(gp::tpuLayout(2, "tpu-v5p-slice").below, 0);
        QCOMPARE(gp::tpuLayout(2, "tpu-v5p-slice").above, 4);
    }

    // 112 TPU v6e chips on Spot: GKE runs 7 slices of 4x4 as a Multislice JobSet, each slice a Job of 4 pods on
    // ct6e-standard-4t nodes of 4 chips, each slice on a node pool of its own; a SkyPilot task (one slice) and a
    // Slurm script (no TPU) are refused, naming why.
    void multisliceTpu()
    {
        const gp::DeploymentConfig c = tpuConfig("tpu-v6e", 14, gp::Provisioning::Spot);
        const gp::Deployment gke = gp::exportDeployment(c, gp::DeployFormat::Gke);
        QVERIFY(gke.dropped.empty());
        const YAML::Node jobSet = YAML::Load(file(gke, "-jobset.yaml").text);
        const YAML::Node workers = jobSet["spec"]["replicatedJobs"][0];
        QCOMPARE(workers["replicas"].as<int>(), 7);
        QCOMPARE(workers["template"]["spec"]["parallelism"].as<int>(), 4);
        const YAML::Node pod = workers["template"]["spec"]["template"]["spec"];
        QCOMPARE(pod["nodeSelector"]["cloud.google.com/gke-tpu-accelerator"].as<std::string>(), std::string("tpu-v6e-slice"));
        QCOMPARE(pod["nodeSelector"]["cloud.google.com/gke-tpu-topology"].as<std::string>(), std::string("4x4"));
        QCOMPARE(pod["nodeSelector"]["node.kubernetes.io/instance-type"].as<std::string>(), std::string("ct6e-standard-4t"));
        QCOMPARE(pod["nodeSelector"]["cloud.google.com/gke-spot"].as<std::string>(), std::string("true"));
        QCOMPARE(pod["containers"][0]["resources"]["limits"]["google.com/tpu"].as<int>(), 4);
        QCOMPARE(jobSet["metadata"]["annotations"]["alpha.jobset.sigs.k8s.io/exclusive-topology"].as<std::string>(),
                 std::string("cloud.google.com/gke-nodepool"));
        QVERIFY(hasLine(file(gke, "-jobset.yaml").text,
                        "# 112 x Google TPU v6e (Trillium) (7 slices of 4x4, 28 nodes of 4, ct6e-standard-4t), spot"));
        const std::vector<YAML::Node> queue = YAML::LoadAll(file(gke, "-kueue.yaml").text);
        QCOMPARE(kind(queue, "ClusterQueue")["spec"]["resourceGroups"][0]["flavors"][0]["resources"][0]["nominalQuota"]
                     .as<int>(),
                 112);
        QVERIFY(refusal(c, gp::DeployFormat::SkyPilot)
                    .starts_with("A SkyPilot task asks for one TPU slice, and the plan prices 112 chips of the Google "
                                 "TPU v6e (Trillium): 7 slices of 4x4. Export it for GKE"));
        QVERIFY(refusal(c, gp::DeployFormat::Slurm).starts_with("Slurm cannot run the Google TPU v6e (Trillium)"));
        // Read back, the JobSet gives the 112 chips again, on the catalog's hosts of 8.
        const gp::PlanFromDeployment back = gp::planFromDeployment(file(gke, "-jobset.yaml").text, "j.yaml", gp::Plan{});
        QCOMPARE(back.plan.goodput.nodes, 14);
        QCOMPARE(back.plan.goodput.acceleratorsPerNode, 8);
    }

    // The plan search's answer for the example: 120 TPU v6e chips on Spot. No layout runs them on Google Cloud, so
    // every format refuses, GKE naming the nearest counts that run; 16 chips are one 4x4 slice that SkyPilot names
    // tpu-v6e-16 (v6e: one TensorCore a chip).
    void tpuCountNoSliceRuns()
    {
        const gp::DeploymentConfig c = tpuConfig("tpu-v6e", 15, gp::Provisioning::Spot);
        QCOMPARE(c.accelerators(), 120);
        QCOMPARE(refusal(c, gp::DeployFormat::Gke),
                 std::string("No TPU job of 120 chips of the Google TPU v6e (Trillium) runs on Google Cloud: a slice "
                             "has one of the shapes Google lists, and a job of several slices takes multi-host slices "
                             "of one shape. The nearest counts that run are 112 and 128 chips; change the plan's "
                             "nodes to one of them."));
        QCOMPARE(refusal(c, gp::DeployFormat::SkyPilot), refusal(c, gp::DeployFormat::Gke));
        QVERIFY(refusal(c, gp::DeployFormat::Slurm).starts_with("Slurm cannot run"));
        const gp::DeploymentConfig one = tpuConfig("tpu-v6e", 2, gp::Provisioning::Spot);
        const YAML::Node task = YAML::Load(file(gp::exportDeployment(one, gp::DeployFormat::SkyPilot), ".sky.yaml").text);
        QCOMPARE(task["resources"]["accelerators"].as<std::string>(), std::string("tpu-v6e-16"));
        QCOMPARE(task["num_nodes"].as<int>(), 1);
        const YAML::Node jobSet =
            YAML::Load(file(gp::exportDeployment(one, gp::DeployFormat::Gke), "-jobset.yaml").text);
        QCOMPARE(jobSet["spec"]["replicatedJobs"][0]["replicas"].as<int>(), 1);
        QCOMPARE(jobSet["spec"]["replicatedJobs"][0]["template"]["spec"]["parallelism"].as<int>(), 4);
        QVERIFY(!jobSet["metadata"]["annotations"]); // one slice: no Multislice placement
    }

    // A TPU slice's nodes are replaced together: GKE holds no spare node beside them, and says so.
    void tpuHotSparesDropped()
    {
        gp::DeploymentConfig c = tpuConfig("tpu-v6e", 14, gp::Provisioning::OnDemand);
        c.hotSpares = 2;
        const gp::Deployment gke = gp::exportDeployment(c, gp::DeployFormat::Gke);
        QCOMPARE(YAML::Load(file(gke, "-jobset.yaml").text)["spec"]["replicatedJobs"].size(), std::size_t(1));
        QVERIFY(anyContains(droppedTexts(gke), "The hot spares: GKE replaces a TPU slice's nodes together"));
    }

    // The example plan: 16 nodes of 8 H100 on Spot. SkyPilot keeps all of it; Slurm drops the Spot offer.
    void examplePlanInEachFormat()
    {
        const gp::DeploymentConfig c = configOf(GOODPUT_EXAMPLE_PLAN);
        QCOMPARE(c.accelerator.id, std::string("h100-80gb"));
        QCOMPARE(c.jobName, std::string("example-7b-model-u3cxmx")); // tst_deploysafety works out the suffix

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

    // The example's TPU scenario: 128 v5e chips. GKE asks for one 8x16 slice, 32 nodes of ct5lp-hightpu-4t with 4
    // chips each; SkyPilot names the slice by its cores (v5e: one a chip); Slurm, which schedules no TPU, refuses.
    void tpuScenario()
    {
        const gp::DeploymentConfig c = configOf(gp::loadPlanFile(GOODPUT_EXAMPLE_PLAN), "TPU v5e on demand, FSDP");
        QCOMPARE(c.accelerator.id, std::string("tpu-v5e"));
        QCOMPARE(c.accelerators(), 128);
        const YAML::Node workers = YAML::Load(file(gp::exportDeployment(c, gp::DeployFormat::Gke), "-jobset.yaml").text)
            ["spec"]["replicatedJobs"][0];
        QCOMPARE(workers["replicas"].as<int>(), 1);
        QCOMPARE(workers["template"]["spec"]["parallelism"].as<int>(), 32);
        const YAML::Node pod = workers["template"]["spec"]["template"]["spec"];
        QCOMPARE(pod["nodeSelector"]["cloud.google.com/gke-tpu-accelerator"].as<std::string>(),
                 std::string("tpu-v5-lite-podslice"));
        QCOMPARE(pod["nodeSelector"]["cloud.google.com/gke-tpu-topology"].as<std::string>(), std::string("8x16"));
        QCOMPARE(pod["nodeSelector"]["node.kubernetes.io/instance-type"].as<std::string>(), std::string("ct5lp-hightpu-4t"));
        QCOMPARE(pod["containers"][0]["resources"]["limits"]["google.com/tpu"].as<int>(), 4);
        const YAML::Node task = YAML::Load(file(gp::exportDeployment(c, gp::DeployFormat::SkyPilot), ".sky.yaml").text);
        QCOMPARE(task["resources"]["accelerators"].as<std::string>(), std::string("tpu-v5litepod-128"));
        QCOMPARE(task["num_nodes"].as<int>(), 1);
        QCOMPARE(refusal(c, gp::DeployFormat::Slurm),
                 std::string("Slurm cannot run the Google TPU v5e: it schedules a cluster's GPUs, and Cloud TPU is "
                             "reached through GKE or the TPU API. Export it for GKE, or SkyPilot for one slice."));
        QCOMPARE(gp::deployRefusal(c, gp::DeployFormat::Slurm)->english(), refusal(c, gp::DeployFormat::Slurm));
        QVERIFY(!gp::deployRefusal(c, gp::DeployFormat::Gke));
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
        // The TPU slice: 128 v5e chips on hosts of 8 come back as 16 nodes of 8, from the task's one slice and from
        // the JobSet's 32 pods of 4 chips.
        const gp::DeploymentConfig tpu = configOf(gp::loadPlanFile(GOODPUT_EXAMPLE_PLAN), "TPU v5e on demand, FSDP");
        for (const gp::DeployFormat f : {gp::DeployFormat::SkyPilot, gp::DeployFormat::Gke}) {
            const gp::Deployment d = gp::exportDeployment(tpu, f);
            const gp::PlanFromDeployment back = gp::planFromDeployment(d.files.front().text, d.files.front().name, gp::Plan{});
            QCOMPARE(back.plan.training.accelerator, std::string("tpu-v5e"));
            QCOMPARE(back.plan.goodput.nodes, 16);
            QCOMPARE(back.plan.goodput.acceleratorsPerNode, 8);
        }
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
    // A serving plan's configuration is its service (tst_servingdeploy), which no batch job runs.
    void servingPlanHasNoTrainingJob()
    {
        const gp::Plan serving = gp::loadPlanFile(GOODPUT_TEST_DATA "/plans/inference-8b.gpplan");
        const gp::DeploymentConfig c = configOf(serving);
        QVERIFY(c.serving);
        QVERIFY(gp::deployRefusal(c, gp::DeployFormat::Gke));
        QVERIFY(gp::deployRefusal(c, gp::DeployFormat::Slurm));
    }
};

QTEST_GUILESS_MAIN(TestDeploy)
#include "tst_deploy.moc"
