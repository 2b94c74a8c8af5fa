#include "proposal/ProposalBriefing.h"

#include "presenters/BriefingText.h"
#include "proposal/ProposalWriter.h"

namespace gpui {

using proposal::Writer;

void ProposalBriefing::write(Writer& w, const gp::Briefing& briefing)
{
    if (briefing.plan == gp::PlanKind::Training)
        w.paragraph(BriefingText::drivers(briefing));
    const QStringList risks = BriefingText::risks(briefing);
    if (!risks.isEmpty()) {
        w.subheading(tr("Risks"));
        w.bullets(risks);
    }
    w.subheading(tr("Next steps"));
    w.bullets(BriefingText::nextSteps(briefing));
}

} // namespace gpui
