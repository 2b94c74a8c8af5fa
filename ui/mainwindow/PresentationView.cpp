#include "mainwindow/PresentationView.h"

#include "common/AnswerText.h"
#include "common/AppSettings.h"
#include "decision/GraphLibrary.h"
#include "common/Content.h"
#include "common/Format.h"
#include "common/ViewRefresh.h"
#include "document/PlanSearch.h"
#include "document/PlanDocument.h"
#include "plan/Plan.h"
#include "flowchart/FlowchartStyle.h"
#include "flowchart/WalkPathPainter.h"

#include <QCloseEvent>
#include <QKeyEvent>
#include <QPainter>

#include <algorithm>

namespace gpui {
namespace {

constexpr int kWrap = Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap;

QFont sized(QFont f, qreal points, bool bold = false)
{
    f.setPointSizeF(points);
    f.setBold(bold);
    return f;
}

// Draws `text` wrapped at the rectangle's width from its top; returns the height used.
qreal drawWrapped(QPainter& p, const QRectF& r, const QString& text, const QFont& font, const QColor& colour)
{
    if (text.isEmpty())
        return 0;
    p.setFont(font);
    p.setPen(colour);
    const QRectF used = p.boundingRect(r, kWrap, text);
    p.drawText(r, kWrap, text);
    return used.height();
}

} // namespace

PresentationView::PresentationView(PlanDocument* document, QWidget* parent)
    : QWidget(parent, Qt::Window)
    , document_(document)
    , refresh_(new ViewRefresh(this, document,
                               gp::PlanChange::evaluationInputs() | gp::PlanPart::Engagement | gp::PlanPart::Walks,
                               [this] { refresh(); }))
{
    setObjectName(QStringLiteral("presentation"));
    setAttribute(Qt::WA_DeleteOnClose);
    setAccessibleName(tr("Presentation"));
    setWindowTitle(tr("Presentation — Goodput Planner"));
    setAutoFillBackground(true);
    setBackgroundRole(QPalette::Base);
    setFocusPolicy(Qt::StrongFocus);
    // The recommendation is the plan search's, which runs off the user interface's thread.
    connect(document_->search(), &PlanSearch::finished, refresh_, &ViewRefresh::invalidate);
    refresh_->refreshNow();
}

void PresentationView::refresh()
{
    const gp::Plan& plan = document_->plan();
    title_ = !plan.title.empty() ? QString::fromStdString(plan.title) : document_->displayName();
    if (!plan.engagement.customer.empty())
        title_ = tr("%1 · for %2").arg(title_, QString::fromStdString(plan.engagement.customer));
    answerTitles_.clear();
    answerValues_.clear();
    answerDetails_.clear();
    walk_.reset();
    walkNote_.clear();
    factors_.clear();
    const auto& ev = document_->evaluation();
    if (!ev) {
        headline_ = tr("No result: an input is invalid");
        setAccessibleDescription(headline_);
        update();
        return;
    }
    headline_ = AnswerText::headline(plan, *ev);
    document_->search()->request(true);
    if (plan.kind == gp::PlanKind::Training)
        factors_ = tr("Scheduling %1 × Runtime %2 × Program (MFU) %3")
                       .arg(percent(ev->goodput.scheduling), percent(ev->goodput.runtime), percent(ev->goodput.program));
    for (const AnswerText::Answer& a : AnswerText::of(plan, *ev)) {
        answerTitles_ << a.title;
        answerValues_ << a.value;
        answerDetails_ << a.detail;
    }
    // The walk of the graph the Decision flowcharts show, when it is another graph than the GPU tree's (a graph
    // pack's) and is walked; otherwise the GPU walk as recorded, or for a serving plan the path its figures give.
    const auto graphs = gp::allGraphs();
    const int shownGraph = settings::decisionGraph().get();
    if (shownGraph >= 0 && shownGraph < static_cast<int>(graphs.size())) {
        const gp::Graph& g = *graphs[static_cast<std::size_t>(shownGraph)];
        if (g.id != "gpu-selection")
            if (auto w = gp::walkOf(plan, g.id); w && w->canGoBack()) {
                walk_ = std::move(w);
                walkNote_ = tr("The walk of “%1”").arg(content(g.title));
            }
    }
    if (!walk_ && !ev->shownGpuWalk.empty()) {
        gp::Plan shown;
        shown.walks["gpu-selection"] = ev->shownGpuWalk;
        walk_ = gp::walkOf(shown, "gpu-selection");
        if (ev->shownGpuWalkDerived)
            walkNote_ = tr("The path the serving figures give");
    }
    if (!walk_)
        walkNote_ = tr("No walk of the GPU tree is recorded: walk it in the Decision flowcharts view.");
    setAccessibleDescription(texts().join(QLatin1Char('\n')));
    update();
}

QStringList PresentationView::texts() const
{
    QStringList out{title_, headline_};
    if (!factors_.isEmpty())
        out << factors_;
    for (int i = 0; i < answerTitles_.size(); ++i)
        out << answerTitles_[i] + QStringLiteral(": ") + answerValues_[i] +
                   (answerDetails_[i].isEmpty() ? QString() : QStringLiteral(" (") + answerDetails_[i] + QLatin1Char(')'));
    if (walk_)
        out << content(walk_->current().text);
    return out;
}

qreal PresentationView::typeSize() const
{
    // 14 pt at 720 px high, in proportion above it: large at a distance, and the walk still fits.
    return std::clamp(height() / 720.0 * 14.0, 12.0, 40.0);
}

qreal PresentationView::smallestPointSize() const
{
    return typeSize() * 0.8;
}

void PresentationView::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QPalette pal = palette();
    const QColor text = pal.color(QPalette::Text);
    QColor muted = text;
    muted.setAlphaF(0.7);
    const qreal s = typeSize();
    const QFont base = font();
    const qreal margin = std::max(24.0, height() * 0.05);
    const QRectF page = QRectF(rect()).adjusted(margin, margin * 0.8, -margin, -margin * 0.8);

    qreal y = page.top();
    y += drawWrapped(p, QRectF(page.left(), y, page.width(), page.height()), title_, sized(base, s * 1.5, true), text);
    p.setPen(QPen(pal.color(QPalette::Highlight), 3));
    y += s * 0.6;
    p.drawLine(QPointF(page.left(), y), QPointF(page.right(), y));
    y += s * 1.2;

    // Left: the walk, drawn at the type's size and, when taller than the room left, scaled to fit it whole.
    const qreal gutter = s * 2;
    const QRectF left(page.left(), y, page.width() * 0.5 - gutter / 2, page.bottom() - y);
    const QRectF right(left.right() + gutter, y, page.right() - left.right() - gutter, page.bottom() - y);
    qreal ly = left.top();
    if (!walkNote_.isEmpty())
        ly += drawWrapped(p, QRectF(left.left(), ly, left.width(), left.height()), walkNote_, sized(base, s * 0.8), muted) +
              s * 0.6;
    if (walk_) {
        FlowchartStyle style = FlowchartStyle::fromPalette(pal, sized(base, s));
        style.labelFont = sized(base, s * 0.95);
        const WalkPathPainter path(*walk_, style, left.width());
        const qreal room = left.bottom() - ly;
        const qreal scale = path.height() > room ? room / path.height() : 1.0;
        p.save();
        p.translate(left.left(), ly);
        p.scale(scale, scale);
        path.paint(&p, QPointF(0, 0));
        p.restore();
    }

    // Right: the headline and the answers.
    qreal ry = right.top();
    const auto line = [&](const QString& t, const QFont& f, const QColor& c, qreal after) {
        ry += drawWrapped(p, QRectF(right.left(), ry, right.width(), right.bottom() - ry), t, f, c) + after;
    };
    line(headline_, sized(base, s * 2.0, true), pal.color(QPalette::Highlight), s * 0.3);
    line(factors_, sized(base, s), muted, s * 1.2);
    for (int i = 0; i < answerTitles_.size(); ++i) {
        line(answerTitles_[i], sized(base, s * 0.9), muted, s * 0.15);
        line(answerValues_[i], sized(base, i == 0 ? s * 1.8 : s * 1.5, true), text, s * 0.1);
        line(answerDetails_[i], sized(base, s * 0.9), text, s * 0.9);
    }
}

void PresentationView::keyPressEvent(QKeyEvent* event)
{
    if (event->key() == Qt::Key_Escape || event->key() == Qt::Key_F11) {
        close();
        return;
    }
    QWidget::keyPressEvent(event);
}

void PresentationView::closeEvent(QCloseEvent* event)
{
    emit closed();
    QWidget::closeEvent(event);
}

} // namespace gpui
