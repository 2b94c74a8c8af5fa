#include "proposal/ProposalOptions.h"

#include "settings/AppSettings.h"

namespace gpui {

ProposalOptions ProposalOptions::fromSettings()
{
    return {settings::proposalArchitect().get(), settings::proposalCompany().get(), settings::proposalLogo().get()};
}

void ProposalOptions::save() const
{
    settings::proposalArchitect().set(architect);
    settings::proposalCompany().set(company);
    settings::proposalLogo().set(logoPath);
}

} // namespace gpui
