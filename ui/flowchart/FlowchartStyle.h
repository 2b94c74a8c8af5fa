#pragma once

#include "decision/Graph.h"

#include <QColor>
#include <QFont>
#include <QPalette>

namespace gpui {

// Colours and fonts of the flowchart: the guide's colour language (blue decision ovals, yellow recommendation boxes)
// in a light and a dark variant, chosen from the palette so that both read well. A value object: the screen, the
// SVG/PNG export and the PDF proposal each build one and hand it to the painter.
struct FlowchartStyle {
    struct Shape {
        QColor fill;
        QColor border;
    };
    Shape question;
    Shape action;
    Shape recommendation;
    Shape outcome;
    QColor text;
    QColor edge;
    QColor path;        // the walked path and the current node's ring
    QColor labelFill;
    QColor labelText;
    QColor background;
    QFont nodeFont;
    QFont labelFont;
    qreal fadedOpacity = 0.45;
    bool dark = false;

    const Shape& shape(gp::NodeKind kind) const;

    static FlowchartStyle fromPalette(const QPalette& palette, const QFont& baseFont);
    // Light colours on white, for paper.
    static FlowchartStyle forPrint(const QFont& baseFont);
};

} // namespace gpui
