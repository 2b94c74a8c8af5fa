#include "proposal/ProposalCover.h"

#include "presenters/AnswerText.h"
#include "proposal/ProposalWriter.h"

#include <QDate>
#include <QImage>
#include <QLocale>
#include <QRegularExpression>
#include <QTextDocument>
#include <QTextImageFormat>
#include <QUrl>

#include <algorithm>

namespace gpui {

using namespace proposal;

QString ProposalCover::coverDate(const QString& typed)
{
    // A date as the reader's locale writes it in full ("30. November 2026", "2026年11月30日"), when it is one: ISO
    // (as the plan keeps it) or the locale's short form; anything else (a quarter, "next week") as typed.
    const QLocale locale;
    const QString t = typed.trimmed();
    QDate date = QDate::fromString(t, Qt::ISODate);
    if (!date.isValid())
        date = locale.toDate(t, QLocale::ShortFormat);
    return date.isValid() ? locale.toString(date, QLocale::LongFormat) : typed;
}

void ProposalCover::write(Writer& w, const gp::Plan& plan, const gp::Evaluation& ev, const ProposalOptions& options)
{
    const auto q = [](const std::string& s) { return QString::fromStdString(s); };
    const bool serving = plan.kind == gp::PlanKind::Inference;
    const QString architect = !plan.engagement.architect.empty() ? q(plan.engagement.architect) : options.architect;
    if (!options.logoPath.isEmpty()) {
        QImage logo(options.logoPath);
        if (!logo.isNull()) {
            w.cursor().document()->addResource(QTextDocument::ImageResource, QUrl(QStringLiteral("goodput:logo")),
                                               logo);
            QTextImageFormat image;
            image.setName(QStringLiteral("goodput:logo"));
            image.setHeight(64);
            image.setWidth(64.0 * logo.width() / std::max(1, logo.height()));
            w.block(QString(), text(10), 24);
            w.cursor().insertImage(image);
        }
    }
    w.block(tr("Accelerator and goodput proposal"), text(24, true, kAccent), 12);
    w.block(!plan.title.empty() ? q(plan.title) : serving ? tr("Inference plan") : tr("Training plan"),
            text(14, false, kMuted), 36);
    if (!plan.engagement.customer.empty())
        w.block(tr("Prepared for %1").arg(q(plan.engagement.customer)), text(13, true), 4);
    if (!plan.engagement.engagement.empty())
        w.block(q(plan.engagement.engagement), text(11), 24);
    if (!architect.isEmpty() || !options.company.isEmpty())
        w.block(tr("Prepared by %1").arg(QStringList{architect, options.company}.filter(QRegularExpression(QStringLiteral("\\S"))).join(QStringLiteral(", "))),
                text(11), 4);
    if (!plan.engagement.date.empty())
        w.block(coverDate(q(plan.engagement.date)), text(11, false, kMuted), 4);
    // The answers, as the overview gives them; the executive summary on the next page says why.
    w.block(QString(), text(10), 36);
    w.subheading(tr("At a glance"));
    QList<QStringList> rows;
    for (const AnswerText::Answer& a : AnswerText::of(plan, ev))
        rows.append({a.title, a.value, a.detail});
    w.table({tr("Answer"), tr("Figure"), tr("Detail")}, rows, {}, 1, {2}); // the detail is prose: left-aligned
    w.block(QString(), text(4), 0);
    w.block(AnswerText::headline(plan, ev), text(11, true), 18);
    if (plan.kind == gp::PlanKind::Inference)
        return;
    const QList<AnswerText::Answer> techniques = AnswerText::techniques(ev, 3);
    if (techniques.isEmpty())
        return;
    w.subheading(tr("What raises the goodput most"));
    QList<QStringList> gains;
    for (const AnswerText::Answer& t : techniques)
        gains.append({t.title, t.value, t.detail});
    w.table({tr("Technique"), tr("Gain"), tr("Goodput")}, gains);
}

} // namespace gpui
