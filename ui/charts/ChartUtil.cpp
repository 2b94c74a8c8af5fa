#include "charts/ChartUtil.h"

#include <qcustomplot.h>

#include <algorithm>
#include <cmath>
#include <limits>

namespace gpui {

QVector<double> toVector(const std::vector<double>& values, double scale)
{
    QVector<double> out(static_cast<qsizetype>(values.size()));
    for (std::size_t i = 0; i < values.size(); ++i)
        out[static_cast<qsizetype>(i)] = values[i] * scale;
    return out;
}

QCPItemStraightLine* verticalLine(QCustomPlot* plot)
{
    auto* line = new QCPItemStraightLine(plot);
    line->point1->setType(QCPItemPosition::ptPlotCoords);
    line->point2->setType(QCPItemPosition::ptPlotCoords);
    return line;
}

void placeVertical(QCPItemStraightLine* line, double x)
{
    const bool finite = std::isfinite(x);
    line->setVisible(finite);
    if (finite) {
        line->point1->setCoords(x, 0);
        line->point2->setCoords(x, 1);
    }
}

namespace {

class DecadeTicker : public QCPAxisTicker {
protected:
    QVector<double> createTickVector(double, const QCPRange& range) override
    {
        // One format for the whole axis: numbers where every tick can be one, powers of ten where any cannot.
        powers_ = std::ceil(range.upper) > 5 || std::floor(range.lower) < -3;
        QVector<double> ticks;
        for (double k = std::floor(range.lower); k <= std::ceil(range.upper) && ticks.size() < 64; k += 1.0)
            ticks << k;
        return ticks;
    }

    QVector<double> createSubTickVector(int, const QVector<double>& ticks) override
    {
        QVector<double> sub;
        for (double t : ticks)
            for (int m = 2; m <= 9; ++m)
                sub << t + std::log10(double(m));
        return sub;
    }

    // An axis within 0.001 to 100,000 as numbers in the locale ("0,01", "10.000"); one reaching beyond as powers of
    // ten throughout ("10¹", "10⁹"), never the two mixed.
    QString getTickLabel(double tick, const QLocale& locale, QChar, int) override
    {
        const int k = static_cast<int>(std::lround(tick));
        if (!powers_)
            return locale.toString(std::pow(10.0, k), 'f', std::max(0, -k));
        static const QChar superscript[] = {QChar(0x2070), QChar(0x00b9), QChar(0x00b2), QChar(0x00b3), QChar(0x2074),
                                            QChar(0x2075), QChar(0x2076), QChar(0x2077), QChar(0x2078), QChar(0x2079)};
        QString exponent;
        for (const QChar c : QString::number(std::abs(k)))
            exponent += superscript[c.digitValue()];
        return QStringLiteral("10") + (k < 0 ? QString(QChar(0x207b)) : QString()) + exponent;
    }

private:
    bool powers_ = false;
};

} // namespace

void useLogKeys(QCPAxis* axis)
{
    axis->setScaleType(QCPAxis::stLinear);
    axis->setTicker(QSharedPointer<QCPAxisTicker>(new DecadeTicker));
}

QVector<double> log10Keys(const std::vector<double>& values)
{
    QVector<double> out;
    out.reserve(static_cast<qsizetype>(values.size()));
    for (double v : values)
        out << (v > 0 ? std::log10(v) : std::numeric_limits<double>::quiet_NaN()); // a gap where there is no value
    return out;
}

} // namespace gpui
