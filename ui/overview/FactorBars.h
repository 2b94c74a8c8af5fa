#pragma once

#include <QList>
#include <QWidget>

namespace gpui {

// ML Productivity Goodput and its three factors as bars, one a row with its name and value; the product's bar in
// the accent colour. Painted from the palette (light and dark); its accessible description reads the figures.
class FactorBars : public QWidget {
    Q_OBJECT
public:
    struct Bar {
        QString name;
        double fraction = 0; // 0 to 1
        bool product = false;
    };
    explicit FactorBars(QWidget* parent = nullptr);

    void setBars(const QList<Bar>& bars);
    const QList<Bar>& bars() const { return bars_; }
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    int rowHeight() const;
    QList<Bar> bars_;
};

} // namespace gpui
