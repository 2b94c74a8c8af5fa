// The Slurm batch script (docs/deploy.md, "Slurm"): sbatch's options as Slurm's sbatch manual names them.
#include "deploy/DeployWriters.h"

#include <cmath>
#include <cstdio>

namespace gp {
namespace {

// A value in single quotes for the shell: ' becomes '\''.
std::string shellQuoted(const std::string& s)
{
    std::string out = "'";
    for (const char c : s)
        out += c == '\'' ? std::string("'\\''") : std::string(1, c);
    return out + "'";
}

// sbatch's --time: days-hours:minutes:seconds.
std::string slurmTime(int hours)
{
    char buf[32];
    std::snprintf(buf, sizeof buf, "%d-%02d:00:00", hours / 24, hours % 24);
    return buf;
}

} // namespace

Deployment exportSlurm(const DeploymentConfig& c)
{
    Deployment d;
    d.format = DeployFormat::Slurm;
    // A TPU plan is refused before this (deployRefusal): Slurm schedules no TPU.
    const DeployNames* names = c.accelerator.deploy ? &*c.accelerator.deploy : nullptr;
    if (c.provisioning != Provisioning::OnDemand)
        d.dropped.push_back(droppedProvisioning(c.provisioning, "Slurm"));
    const bool typed = names && !names->slurmGres.empty();
    if (!typed)
        d.dropped.push_back(Text(GP_TEXT("The %1 has no GRES type known to this catalog: the script asks for %2 GPUs "
                                       "a node of any type."),
                               {Text::verbatim(c.accelerator.name), Text::number(c.acceleratorsPerNode)}));

    for (Text& t : deployClamped(c, d.format))
        d.dropped.push_back(std::move(t));
    std::string s = "#!/bin/bash\n";
    s += withHeader(deployHeader(c, d.format, d.dropped), "");
    auto option = [&s](const std::string& o) { s += "#SBATCH " + o + "\n"; };
    option("--job-name=" + c.jobName);
    option("--nodes=" + std::to_string(c.nodes + c.hotSpares));
    option("--ntasks-per-node=1");
    option("--gpus-per-node=" + (typed ? names->slurmGres + ":" : std::string()) + std::to_string(c.acceleratorsPerNode));
    option("--exclusive");
    option("--time=" + slurmTime(deployTimeLimitHours(c)));
    option("--requeue");
    option("--open-mode=append");
    option("--output=%x-%j.out");
    if (c.autoCheckpoint)
        option("--signal=B:USR1@" + std::to_string(slurmSignalSeconds(c)));
    if (c.hotSpares > 0)
        option("--no-kill");
    if (!provisioningWaits(c.provisioning)) // a reservation, or DWS calendar mode's
        s += "##SBATCH --reservation=RESERVATION_NAME  (the cluster's reservation: remove one '#' and name it)\n";
    s += "\nset -uo pipefail\n\n# The plan's checkpointing and recovery, for the training job to read.\n";
    for (const auto& [name, value] : deployEnvironment(c))
        s += "export " + name + "=" + shellQuoted(value) + "\n";
    if (c.hotSpares > 0)
        s += "\n# " + std::to_string(c.hotSpares) +
             " of the allocation's nodes wait as hot spares (--no-kill keeps the allocation when a node is lost):\n"
             "# a launcher that restarts around a lost node (in-job restart) takes one in its place.\n";
    s += "\n# The training command: replace this line with the job's own.\n"
         "TRAIN_COMMAND=\"echo 'Set TRAIN_COMMAND in this script to the training command.' >&2; exit 1\"\n\n";
    if (c.autoCheckpoint)
        s += "# Slurm sends SIGUSR1 a grace period before the time limit: the job saves a checkpoint on SIGTERM, and\n"
             "# the script requeues it.\n"
             "on_usr1() {\n"
             "    kill -TERM \"$srun_pid\" 2>/dev/null || true\n"
             "    wait \"$srun_pid\" || true\n"
             "    scontrol requeue \"$SLURM_JOB_ID\"\n"
             "}\n"
             "trap on_usr1 USR1\n\n";
    s += "srun --nodes=" + std::to_string(c.nodes) + " --ntasks-per-node=1 bash -c \"$TRAIN_COMMAND\" &\n"
         "srun_pid=$!\n"
         "wait \"$srun_pid\"\n";
    d.files.push_back({c.jobName + ".sbatch", std::move(s)});
    return d;
}

} // namespace gp
