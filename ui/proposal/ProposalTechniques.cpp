#include "proposal/ProposalTechniques.h"

#include "presenters/Content.h"
#include "presenters/Format.h"
#include "presenters/Names.h"
#include "decision/GraphLibrary.h"
#include "plan/Techniques.h"
#include "proposal/ProposalWriter.h"

namespace gpui {

using proposal::Writer;

void ProposalTechniques::write(Writer& w, const gp::Evaluation& ev)
{
    w.heading(tr("Recommended techniques and their expected effect"));
    QList<QStringList> techniques;
    const gp::Graph* improvement = gp::builtinGraph("goodput-improvement");
    for (const gp::TechniqueEffect& t : ev.techniques()) {
        const gp::Node* node = improvement ? improvement->node(t.id) : nullptr;
        const QString name = node ? content(node->text) : QString::fromStdString(t.id);
        QString effect;
        if (!t.modelled)
            effect = tr("Raises MFU; measure the gain on the workload");
        else if (t.alreadyUsed)
            effect = tr("In the plan already");
        else
            effect = tr("%1 → %2 (%3%4 points)")
                         .arg(percent(t.before), percent(t.after))
                         .arg(t.after >= t.before ? QStringLiteral("+") : QString())
                         .arg(number((t.after - t.before) * 100.0, 2));
        techniques << QStringList{name, factorName(t.factor), effect};
    }
    w.table({tr("Technique"), tr("Goodput"), tr("ML Productivity Goodput: now → with it")}, techniques);
    w.note(tr("Effects by the planning model with the plan's inputs, one technique at a time."));
}

} // namespace gpui
