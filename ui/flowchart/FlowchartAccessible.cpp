#include "presenters/Names.h"
#include "presenters/Content.h"
#include "flowchart/FlowchartAccessible.h"

#include "flowchart/FlowchartScene.h"
#include "flowchart/FlowchartView.h"

#include <QAccessible>

namespace gpui {
namespace {

// One node of the chart, as assistive technology sees it.
class NodeAccessible : public QAccessibleInterface {
public:
    NodeAccessible(const FlowchartAccessible* parent, int index) : parent_(parent), index_(index) {}

    bool isValid() const override { return node() != nullptr; }
    QObject* object() const override { return nullptr; }
    QWindow* window() const override { return parent_->window(); }
    QAccessibleInterface* parent() const override { return const_cast<FlowchartAccessible*>(parent_); }
    QAccessibleInterface* child(int) const override { return nullptr; }
    int childCount() const override { return 0; }
    int indexOfChild(const QAccessibleInterface*) const override { return -1; }
    QAccessibleInterface* childAt(int, int) const override { return nullptr; }
    void setText(QAccessible::Text, const QString&) override {}
    QAccessible::Role role() const override { return QAccessible::StaticText; }

    QString text(QAccessible::Text t) const override
    {
        const gp::Node* n = node();
        if (!n)
            return {};
        if (t == QAccessible::Name)
            return FlowchartView::tr("%1: %2").arg(nodeKindName(n->kind), content(n->text));
        if (t == QAccessible::Description) {
            switch (scene()->highlight().node(n->id)) {
            case NodeState::Current: return FlowchartView::tr("Current step");
            case NodeState::Visited: return FlowchartView::tr("On the walked path");
            case NodeState::Ahead: return FlowchartView::tr("Still reachable");
            case NodeState::Faded: return FlowchartView::tr("Not on this walk");
            }
        }
        return {};
    }

    QRect rect() const override
    {
        const gp::Node* n = node();
        FlowchartView* v = parent_->view();
        if (!n || !v)
            return {};
        const QRect inView = v->mapFromScene(scene()->nodeRect(n->id)).boundingRect();
        return QRect(v->viewport()->mapToGlobal(inView.topLeft()), inView.size());
    }

    QAccessible::State state() const override
    {
        QAccessible::State s;
        const gp::Node* n = node();
        if (n && scene()->highlight().node(n->id) == NodeState::Current) {
            s.focused = true;
            s.selected = true;
        }
        return s;
    }

private:
    FlowchartScene* scene() const { return qobject_cast<FlowchartScene*>(parent_->view()->scene()); }
    const gp::Node* node() const
    {
        FlowchartScene* s = parent_->view() ? scene() : nullptr;
        if (!s || !s->graph() || index_ < 0 || index_ >= static_cast<int>(s->graph()->nodes.size()))
            return nullptr;
        return &s->graph()->nodes[static_cast<std::size_t>(index_)];
    }

    const FlowchartAccessible* parent_;
    int index_;
};

QAccessibleInterface* factory(const QString& className, QObject* object)
{
    if (className == QLatin1String("gpui::FlowchartView") && object && object->isWidgetType())
        return new FlowchartAccessible(static_cast<FlowchartView*>(object));
    return nullptr;
}

} // namespace

FlowchartAccessible::FlowchartAccessible(FlowchartView* view)
    : QAccessibleWidget(view, QAccessible::Graphic)
{
}

FlowchartAccessible::~FlowchartAccessible()
{
    for (QAccessible::Id id : children_)
        if (id)
            QAccessible::deleteAccessibleInterface(id);
}

FlowchartView* FlowchartAccessible::view() const
{
    return static_cast<FlowchartView*>(widget());
}

int FlowchartAccessible::childCount() const
{
    auto* s = qobject_cast<FlowchartScene*>(view()->scene());
    return s && s->graph() ? static_cast<int>(s->graph()->nodes.size()) : 0;
}

QAccessibleInterface* FlowchartAccessible::child(int index) const
{
    if (index < 0 || index >= childCount())
        return nullptr;
    // The node interfaces are registered with Qt, which hands out their ids; they go with this interface.
    if (children_.size() <= static_cast<std::size_t>(index))
        children_.resize(static_cast<std::size_t>(index) + 1, 0);
    QAccessible::Id& id = children_[static_cast<std::size_t>(index)];
    if (!id)
        id = QAccessible::registerAccessibleInterface(new NodeAccessible(this, index));
    return QAccessible::accessibleInterface(id);
}

int FlowchartAccessible::indexOfChild(const QAccessibleInterface* child) const
{
    for (std::size_t i = 0; i < children_.size(); ++i)
        if (children_[i] && QAccessible::accessibleInterface(children_[i]) == child)
            return static_cast<int>(i);
    return -1;
}

void installFlowchartAccessibility()
{
    static bool installed = false;
    if (!installed) {
        QAccessible::installFactory(factory);
        installed = true;
    }
}

} // namespace gpui
