#include "catalog/HourlyPrice.h"

namespace gp {

double hourlyPrice(const Accelerator& a, Provisioning p)
{
    const double onDemand = a.priceOnDemand + hostShare(a, false);
    switch (p) {
    case Provisioning::Spot: return a.priceSpot + hostShare(a, true);
    case Provisioning::Reservation: return onDemand * (1.0 - a.cud1yrPercent / 100.0);
    case Provisioning::Reservation3y: return onDemand * (1.0 - a.cud3yrPercent / 100.0);
    case Provisioning::OnDemand:
    case Provisioning::DwsFlexStart:
    case Provisioning::DwsCalendar: break;
    }
    return onDemand;
}

double commitmentTermHours(Provisioning p)
{
    switch (p) {
    case Provisioning::Reservation: return 365.0 * 24.0;
    case Provisioning::Reservation3y: return 3.0 * 365.0 * 24.0;
    default: return 0.0;
    }
}

} // namespace gp
