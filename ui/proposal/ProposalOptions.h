#pragma once

#include <QString>

namespace gpui {

// Who sends the proposal: kept in the settings, the same for every plan.
struct ProposalOptions {
    QString architect; // used when the plan names none
    QString company;
    QString logoPath;  // an image shown on the cover; empty for none

    static ProposalOptions fromSettings();
    void save() const;
};

} // namespace gpui
