#pragma once

#include <QAccessibleWidget>

#include <vector>

namespace gpui {

class FlowchartView;

// Makes the flowchart's nodes visible to assistive technology: the view reports one child per node, named by its
// kind and text and described by its place in the walk. Installed once with installFlowchartAccessibility().
class FlowchartAccessible : public QAccessibleWidget {
public:
    explicit FlowchartAccessible(FlowchartView* view);
    ~FlowchartAccessible() override;

    int childCount() const override;
    QAccessibleInterface* child(int index) const override;
    int indexOfChild(const QAccessibleInterface* child) const override;

    FlowchartView* view() const;

private:
    mutable std::vector<QAccessible::Id> children_; // one registered interface per node index, made on demand
};

void installFlowchartAccessibility();

} // namespace gpui
