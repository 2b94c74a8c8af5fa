// Writes the exports of the example plan with hostile texts put straight into the configuration, past the plan and
// catalog readers that refuse them, for check_hostile.py: each text as the title, the scenario and the
// accelerator's name, under every provisioning that changes what is written, in every format; and the serving
// exports of the 70B inference plan with each text as the title, the scenario, the accelerator's name and the
// model's name and repository. Prints one JSON line an export: {"raw": hex of the text, "format", "provisioning",
// "name", "serving", "files": [paths]}.
#include "deploy/DeployNames.h"
#include "deploy/Deployment.h"
#include "plan/Evaluate.h"
#include "plan/PlanFile.h"

#include <nlohmann/json.hpp>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>

namespace {

// The hostile texts of the attack: a command after a line feed, YAML after U+2028, U+2029 and U+0085, a Kubernetes
// document after a separator, a directive after a carriage return, bidi controls, bytes that are not UTF-8, and
// titles that only differ late or only in letters outside ASCII.
const std::vector<std::string> kHostile{
    "EvilGPU\ntouch MARKER; echo #",
    "Title\xe2\x80\xa8setup: touch MARKER",
    "Title\xe2\x80\xa9run: touch MARKER",
    "Title\xc2\x85setup: touch MARKER",
    "Plan\xe2\x80\xa8---\xe2\x80\xa8" "apiVersion: v1\xe2\x80\xa8kind: Pod\xe2\x80\xa8metadata: {name: evil}",
    "Plan\r\n#SBATCH --wrap=touch MARKER",
    "\xe2\x80\xae" "evil\xe2\x81\xa6 name\xe2\x81\xa9",
    "bad \xff\xfe bytes",
    "tab\there\x1b[31m and \x7f",
    "Gr\xc3\xb6\xc3\x9f" "e Modelle f\xc3\xbcr Google",
    "Model $(touch MARKER) `touch MARKER`; touch MARKER",
    "\"; touch MARKER; echo \"' && touch MARKER '",
    "&a *a !!python/object:os.system [touch MARKER] {x: y} # - ? : | >",
    "--trust-remote-code",
    "\xe5\xa4\xa7\xe8\xa6\x8f\xe6\xa8\xa1\xe8\xa8\x80\xe8\xaa\x9e\xe3\x83\xa2\xe3\x83\x87\xe3\x83\xab",
};

std::string hex(const std::string& s)
{
    std::string out;
    char buf[3];
    for (const char c : s) {
        std::snprintf(buf, sizeof buf, "%02x", static_cast<unsigned char>(c));
        out += buf;
    }
    return out;
}

} // namespace

namespace fs = std::filesystem;

// Writes the export's files into FOLDER/INDEX and prints its line.
void write(const gp::Deployment& d, const gp::DeploymentConfig& c, const std::string& text, const fs::path& root,
           int index)
{
    const fs::path folder = root / std::to_string(index);
    fs::create_directories(folder);
    nlohmann::json line{{"raw", hex(text)},
                        {"format", std::string(gp::deployFormatId(d.format))},
                        {"provisioning", std::string(gp::provisioningId(c.provisioning))},
                        {"name", c.jobName},
                        {"serving", c.serving.has_value()},
                        {"files", nlohmann::json::array()}};
    for (const gp::DeploymentFile& file : d.files) {
        std::ofstream(folder / file.name, std::ios::binary) << file.text;
        line["files"].push_back((folder / file.name).string());
    }
    std::cout << line.dump() << "\n";
}

int main(int argc, char** argv)
{
    if (argc != 2) {
        std::cerr << "usage: hostile_writer FOLDER\n";
        return 2;
    }
    const gp::Plan plan = gp::loadPlanFile(GOODPUT_EXAMPLE_PLAN);
    const gp::DeploymentConfig base = gp::deploymentConfig(gp::evaluate(plan), "", "2026-12-07");
    const gp::Plan serving = gp::loadPlanFile(GOODPUT_TEST_DATA "/plans/inference-70b.gpplan");
    const gp::DeploymentConfig service = gp::deploymentConfig(gp::evaluate(serving), "", "2026-12-07");
    int index = 0;
    for (const std::string& text : kHostile) {
        for (const gp::Provisioning p : {gp::Provisioning::Spot, gp::Provisioning::DwsFlexStart})
            for (const gp::DeployFormat f : {gp::DeployFormat::SkyPilot, gp::DeployFormat::Gke, gp::DeployFormat::Slurm}) {
                gp::DeploymentConfig c = base;
                c.title = c.scenario = c.accelerator.name = c.date = text;
                c.provisioning = p;
                c.autoCheckpoint = true;
                c.hotSpares = 2;
                c.jobName = gp::deployNameFor(text, "");
                write(gp::exportDeployment(c, f), c, text, argv[1], index++);
            }
        for (const gp::Provisioning p : {gp::Provisioning::Spot, gp::Provisioning::Reservation})
            for (const gp::DeployFormat f : {gp::DeployFormat::SkyPilot, gp::DeployFormat::Kubernetes}) {
                gp::DeploymentConfig c = service;
                c.title = c.scenario = c.accelerator.name = c.date = text;
                c.serving->model = c.serving->modelId = text;
                c.serving->modelIdKnown = false;
                c.provisioning = p;
                c.jobName = gp::deployNameFor(text, "");
                write(gp::exportDeployment(c, f), c, text, argv[1], index++);
            }
    }
    return 0;
}
