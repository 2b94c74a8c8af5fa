#include "proposal/ProposalMeasured.h"

#include "presenters/Format.h"
#include "measured/MeasuredCharts.h"
#include "proposal/ProposalWriter.h"

namespace gpui {

using proposal::Writer;

void ProposalMeasured::write(Writer& w, const gp::Plan& plan, const gp::Evaluation& ev)
{
    if (!plan.measured)
        return;
    const auto q = [](const std::string& s) { return QString::fromStdString(s); };
    const gp::MeasuredBaseline& b = *plan.measured;
    w.heading(tr("Measured baseline"));
    const MeasuredCharts::Comparison c = MeasuredCharts::compare(b, ev);
    const double measured = c.measured.value(0), planned = c.planned.value(0);
    w.paragraph(tr("Job %1 (log %2) ran %3 with %4 disruptions: %5 of its time was productive, measured as "
                   "ml-goodput-measurement measures it. The plan's %6 productive is %7 points above it.")
                    .arg(q(b.job), q(b.source), durationHours(b.totalSeconds / 3600.0))
                    .arg(b.disruptions)
                    .arg(percent(measured / 100.0), percent(planned / 100.0), number(planned - measured, 1)));
    QList<QStringList> rows;
    for (int i = 0; i < c.groups.size(); ++i)
        rows << QStringList{c.groups[i], percent(c.measured.value(i) / 100.0), percent(c.planned.value(i) / 100.0)};
    w.table({tr("Share of the time"), tr("Measured"), tr("Planned")}, rows, {});
}

} // namespace gpui
