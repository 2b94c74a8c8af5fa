#include "costs/StepBar.h"

#include "presenters/Format.h"

#include <QPainter>

namespace gpui {
namespace {

constexpr int kBarHeight = 22;
constexpr int kSwatch = 10;
constexpr int kGap = 12;

// Colours told apart by colour-blind readers (Okabe and Ito), compute in the darkest.
QColor partColour(int i)
{
    static const QColor colours[] = {QColor(0x00, 0x72, 0xb2), QColor(0xe6, 0x9f, 0x00), QColor(0x00, 0x9e, 0x73),
                                     QColor(0xcc, 0x79, 0xa7), QColor(0xd5, 0x5e, 0x00), QColor(0x56, 0xb4, 0xe9),
                                     QColor(0xf0, 0xe4, 0x42)};
    return colours[i % 7];
}

} // namespace

StepBar::StepBar(QWidget* parent)
    : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    setAccessibleName(tr("Step time by part"));
}

void StepBar::setParts(const QList<QPair<QString, double>>& parts, const QString& empty)
{
    parts_ = parts;
    empty_ = empty;
    setAccessibleDescription(parts_.isEmpty() ? empty_ : legend().join(QStringLiteral("; ")));
    updateGeometry();
    update();
}

QStringList StepBar::legend() const
{
    double total = 0;
    for (const auto& p : parts_)
        total += p.second;
    QStringList out;
    for (const auto& [name, seconds] : parts_)
        out << tr("%1 %2 s (%3)").arg(name, number(seconds, 2), percent(total > 0 ? seconds / total : 0, 0));
    return out;
}

QList<QRect> StepBar::legendRects(int width) const
{
    const QFontMetrics fm(font());
    QList<QRect> out;
    int x = 0;
    int y = kBarHeight + 6;
    for (const QString& entry : legend()) {
        const int w = kSwatch + 4 + fm.horizontalAdvance(entry);
        if (x > 0 && x + w > width) {
            x = 0;
            y += fm.height() + 2;
        }
        out << QRect(x, y, w, fm.height());
        x += w + kGap;
    }
    return out;
}

int StepBar::heightForWidth(int width) const
{
    const QList<QRect> rects = legendRects(width);
    return rects.isEmpty() ? kBarHeight + 6 + fontMetrics().height() : rects.last().bottom() + 2;
}

QSize StepBar::sizeHint() const
{
    return {480, heightForWidth(480)};
}

QSize StepBar::minimumSizeHint() const
{
    return {200, kBarHeight};
}

void StepBar::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing, false);
    double total = 0;
    for (const auto& part : parts_)
        total += part.second;
    if (parts_.isEmpty() || !(total > 0)) {
        p.setPen(palette().color(QPalette::PlaceholderText));
        p.drawText(rect(), Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, empty_);
        return;
    }
    double x = 0;
    for (int i = 0; i < parts_.size(); ++i) {
        const double w = parts_[i].second / total * width();
        p.fillRect(QRectF(x, 0, w, kBarHeight), partColour(i));
        x += w;
    }
    const QList<QRect> rects = legendRects(width());
    const QStringList entries = legend();
    p.setPen(palette().color(QPalette::WindowText));
    for (int i = 0; i < rects.size(); ++i) {
        const QRect& r = rects[i];
        p.fillRect(QRect(r.left(), r.center().y() - kSwatch / 2, kSwatch, kSwatch), partColour(i));
        p.drawText(r.adjusted(kSwatch + 4, 0, 0, 0), Qt::AlignLeft | Qt::AlignVCenter, entries[i]);
    }
}

} // namespace gpui
