#pragma once

// Graphviz's dot, behind standard types: FlowchartLayout describes a graph's boxes and labels, dot places and routes
// them. The calls into libgvc are a module of their own, goodput-dot.so (gp::loadModule), loaded when the first
// flowchart is laid out: Graphviz and its libraries are not bound at every start.

#include <string>
#include <vector>

namespace gpui::dotbridge {

struct Node {
    std::string id;
    bool ellipse = false;
    double width = 0;  // points
    double height = 0; // points
};

struct Edge {
    std::string from;
    std::string to;
    std::string key;
    double labelWidth = 0; // points: the box dot keeps free for the label
    double labelHeight = 0;
};

struct Input {
    bool topToBottom = false;
    std::vector<Node> nodes;
    std::vector<Edge> edges;
};

// Graphviz's coordinates: points, y up.
struct Point {
    double x = 0;
    double y = 0;
};

struct PlacedNode {
    Point centre;
    double width = 0;
    double height = 0;
};

struct RoutedEdge {
    std::vector<Point> bezier; // the first spline: a start point, then three points a cubic segment
    bool hasEnd = false;       // an arrow head ends at `end`, past the spline's last point
    Point end;
    bool hasLabel = false;
    Point label; // the label's centre
};

struct Output {
    bool ok = false;
    Point lowerLeft;
    Point upperRight;
    std::vector<PlacedNode> nodes; // in the input's order
    std::vector<RoutedEdge> edges; // in the input's order
};

// The layout, or !ok with the reason in `error` (the module missing, or dot failing).
Output layout(const Input& input, std::string& error);

// What crosses from the module: its version and its one function.
struct Functions {
    int version;
    Output (*layout)(const Input& input);
};
inline constexpr int kVersion = 1;
inline constexpr const char* kEntryPoint = "goodput_dot_functions";
inline constexpr const char* kModuleFile = "goodput-dot.so";

} // namespace gpui::dotbridge
