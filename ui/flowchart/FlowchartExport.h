#pragma once

#include "decision/Graph.h"
#include "flowchart/FlowchartLayout.h"
#include "flowchart/FlowchartStyle.h"
#include "flowchart/WalkHighlight.h"

#include <QString>

namespace gpui {

// Writes the chart with its walked path to a file: SVG (vector, text kept as text) or PNG (at `scale` x the
// chart's natural size). Returns false when the file cannot be written.
struct FlowchartExport {
    static bool writeSvg(const QString& path, const gp::Graph& graph, const FlowchartLayout& layout,
                         const WalkHighlight& highlight, const FlowchartStyle& style);
    static bool writePng(const QString& path, const gp::Graph& graph, const FlowchartLayout& layout,
                         const WalkHighlight& highlight, const FlowchartStyle& style, qreal scale = 2.0);
};

} // namespace gpui
