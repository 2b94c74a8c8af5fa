#include "proposal/ProposalDeployment.h"

#include "deploy/Deployment.h"
#include "proposal/ProposalWriter.h"

namespace gpui {

using proposal::Writer;

namespace {

QString deploymentFormatName(const std::string& id)
{
    gp::DeployFormat f;
    if (!gp::parseDeployFormat(id, f))
        return QString::fromStdString(id);
    switch (f) {
    case gp::DeployFormat::SkyPilot:
        return ProposalDeployment::tr("SkyPilot task");
    case gp::DeployFormat::Gke:
        return ProposalDeployment::tr("GKE JobSet and Kueue queue");
    case gp::DeployFormat::Slurm:
        return ProposalDeployment::tr("Slurm batch script");
    case gp::DeployFormat::Kubernetes:
        return ProposalDeployment::tr("Kubernetes manifests for vLLM");
    }
    return QString::fromStdString(id);
}

} // namespace

void ProposalDeployment::write(Writer& w, const gp::Plan& plan)
{
    if (plan.deployments.empty())
        return;
    const auto q = [](const std::string& s) { return QString::fromStdString(s); };
    w.heading(tr("Deployment files"));
    w.paragraph(tr("The plan was exported as the files below, for the platform team to run. Each file opens with "
                   "the plan's title, its figures and the date of the export, and lists what its format could not "
                   "carry."));
    QList<QStringList> rows;
    for (const gp::DeploymentRecord& r : plan.deployments) {
        QStringList files;
        for (const std::string& f : r.files)
            files << q(f);
        rows << QStringList{deploymentFormatName(r.format), r.scenario.empty() ? tr("Base plan") : q(r.scenario),
                            q(r.date), files.join(QLatin1Char('\n'))};
    }
    w.table({tr("Format"), tr("Option"), tr("Exported"), tr("Files")}, rows, {}, 4); // text, every column
}

} // namespace gpui
