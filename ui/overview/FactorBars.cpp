#include "overview/FactorBars.h"

#include "presenters/Format.h"
#include "overview/FigureCard.h"

#include <QPainter>

#include <algorithm>
#include <cmath>

namespace gpui {

FactorBars::FactorBars(QWidget* parent)
    : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    setFocusPolicy(Qt::StrongFocus); // Tab reaches it; Return opens the view that explains the factors
}

void FactorBars::setBars(const QList<Bar>& bars)
{
    bars_ = bars;
    QStringList said;
    for (const Bar& b : bars_)
        said << QStringLiteral("%1 %2").arg(b.name, percent(b.fraction));
    setAccessibleDescription(said.join(QStringLiteral(", ")));
    updateGeometry();
    update();
}

int FactorBars::rowHeight() const
{
    return fontMetrics().height() + 10;
}

QSize FactorBars::sizeHint() const
{
    return {420, rowHeight() * static_cast<int>(bars_.size()) + 4};
}

QSize FactorBars::minimumSizeHint() const
{
    return {240, sizeHint().height()};
}

void FactorBars::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QFontMetrics fm = fontMetrics();
    int labelWidth = 0;
    QFont boldFont = font();
    boldFont.setBold(true);
    const QFontMetrics boldMetrics(boldFont);
    for (const Bar& b : bars_)
        labelWidth = std::max(labelWidth, (b.product ? boldMetrics : fm).horizontalAdvance(b.name));
    labelWidth = std::min(labelWidth + 12, width() / 2);
    const int valueWidth = boldMetrics.horizontalAdvance(percent(1.0)) + 12;
    const int barWidth = std::max(20, width() - labelWidth - valueWidth);
    const QColor track = palette().color(QPalette::Mid);
    const QColor bar = palette().color(QPalette::Highlight);
    const QColor accent(0x00, 0x9e, 0x73); // the product, as the costs view's best bar
    for (int i = 0; i < bars_.size(); ++i) {
        const Bar& b = bars_[i];
        const int y = i * rowHeight();
        QFont f = font();
        f.setBold(b.product);
        p.setFont(f);
        p.setPen(palette().color(QPalette::WindowText));
        const QRect label(0, y, labelWidth - 8, rowHeight());
        p.drawText(label, Qt::AlignVCenter | Qt::AlignLeft,
                   (b.product ? boldMetrics : fm).elidedText(b.name, Qt::ElideRight, label.width()));
        const QRectF whole(labelWidth, y + 5, barWidth, rowHeight() - 10);
        p.setPen(Qt::NoPen);
        p.setBrush(track);
        p.drawRoundedRect(whole, 3, 3);
        const double share = std::isfinite(b.fraction) ? std::clamp(b.fraction, 0.0, 1.0) : 0.0;
        p.setBrush(b.product ? accent : bar);
        p.drawRoundedRect(QRectF(whole.topLeft(), QSizeF(whole.width() * share, whole.height())), 3, 3);
        p.setPen(palette().color(QPalette::WindowText));
        p.drawText(QRect(labelWidth + barWidth + 8, y, valueWidth, rowHeight()), Qt::AlignVCenter | Qt::AlignLeft,
                   percent(b.fraction));
    }
    p.end();
    drawFocusRing(this);
}

} // namespace gpui
