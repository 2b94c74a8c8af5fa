#include "presenters/LayoutText.h"

#include "presenters/Format.h"
#include "presenters/Names.h"

namespace gpui {

QString LayoutText::degrees(const gp::Layout& l)
{
    QString s = tr("tensor %1 × pipeline %2 × data %3").arg(l.tensor).arg(l.pipeline).arg(l.data);
    if (l.context > 1)
        s += tr(" × context %1").arg(l.context);
    if (l.experts()) // a Mixture-of-Experts layout: the routed experts' own split (model.md section 26)
        s += tr(", experts over EP %1 × ETP %2").arg(l.expertParallel).arg(l.expertTensor);
    return s;
}

QString LayoutText::full(const gp::Layout& l)
{
    QStringList parts{degrees(l), tr("micro-batch %1").arg(l.microBatch)};
    if (l.interleave > 1)
        parts << tr("%1 chunks per pipeline rank").arg(l.interleave);
    parts << shardingName(l.sharding);
    switch (l.recompute) {
    case gp::Recompute::None: parts << tr("no recomputation"); break;
    case gp::Recompute::Selective: parts << tr("selective recomputation"); break;
    case gp::Recompute::Full: parts << tr("full recomputation"); break;
    case gp::Recompute::Minimal: parts << tr("matrix outputs kept, the rest recomputed"); break;
    case gp::Recompute::Offloaded: parts << tr("matrix outputs kept in host memory, the rest recomputed"); break;
    }
    return parts.join(QStringLiteral(", "));
}

QList<QPair<QString, double>> LayoutText::parts(const gp::StepBreakdown& b)
{
    const QList<QPair<QString, double>> all{
        {tr("Compute"), b.compute},
        {tr("Recomputation"), b.recompute},
        {tr("Tensor parallel"), b.tensorParallel},
        {tr("Context parallel"), b.contextParallel},
        {tr("Pipeline bubble"), b.pipelineBubble},
        {tr("Pipeline point-to-point"), b.pipelineP2p},
        {tr("Data parallel"), b.dataParallel},
        {tr("Expert all-to-all"), b.expertAllToAll},
        {tr("Waiting for the slowest slice"), b.multislice},
    };
    QList<QPair<QString, double>> out;
    for (const auto& p : all)
        if (p.second > 0)
            out << p;
    return out;
}

QString LayoutText::mfu(const gp::CostEstimate& e)
{
    switch (e.mfuSource) {
    case gp::MfuSource::Layout:
        return e.layout ? tr("%1 from the layout: %2").arg(percentBand(e.mfu, e.mfuBand), degrees(e.layout->layout))
                        : tr("%1 from the layout").arg(percentBand(e.mfu, e.mfuBand));
    case gp::MfuSource::Measured: return tr("%1, measured").arg(percentBand(e.mfu, e.mfuBand));
    case gp::MfuSource::Catalog: return tr("%1, published").arg(percent(e.mfu));
    case gp::MfuSource::PlanOverride:
    case gp::MfuSource::Plan: break;
    }
    return tr("%1, the plan's figure").arg(percent(e.mfu));
}

QString LayoutText::step(const gp::StepTime& st)
{
    QStringList parts;
    for (const auto& [name, seconds] : LayoutText::parts(st.breakdown))
        parts << tr("%1 %2 s").arg(name, number(seconds, 2));
    return tr("%1: MFU %2, HFU %3, %4 tokens a second; a step of %5 s (%6), %7 GB an accelerator.")
        .arg(full(st.layout), percent(st.mfu), percent(st.hfu), number(st.tokensPerSecond, 0),
             number(st.stepSeconds, 2), parts.join(QStringLiteral(", ")), number(st.memoryGb, 1));
}

} // namespace gpui
