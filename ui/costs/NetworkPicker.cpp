#include "costs/NetworkPicker.h"

#include "performance/Network.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QHBoxLayout>
#include <QLocale>

namespace gpui {
namespace {

const QString kOwnBandwidth = QStringLiteral("custom");

QString fromView(std::string_view s)
{
    return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size()));
}

} // namespace

NetworkPicker::NetworkPicker(const std::optional<gp::ClusterNetwork>& network, QWidget* parent)
    : QWidget(parent), original_(network), choice_(new QComboBox(this)), bandwidth_(new QDoubleSpinBox(this))
{
    choice_->addItem(tr("The catalog's machine type"), QString());
    choice_->setItemData(0, tr("Each accelerator's own network, as its catalog row gives it"), Qt::ToolTipRole);
    for (const gp::NetworkPreset& p : gp::networkPresets()) {
        choice_->addItem(tr("%1: %2 Gb/s a GPU").arg(fromView(p.name)).arg(QLocale().toString(p.scaleOutGbps)),
                         fromView(p.id));
        choice_->setItemData(choice_->count() - 1, fromView(p.source), Qt::ToolTipRole);
    }
    choice_->addItem(tr("Another bandwidth"), kOwnBandwidth);
    bandwidth_->setRange(1, 100000);
    bandwidth_->setDecimals(0);
    bandwidth_->setSuffix(tr(" Gb/s a GPU"));
    bandwidth_->setToolTip(tr("The scale-out bandwidth each accelerator has between scale-up domains, in gigabits a "
                              "second, as network interfaces are rated"));
    bandwidth_->setValue(400);
    if (network && network->scaleOutGbps) {
        choice_->setCurrentIndex(choice_->findData(kOwnBandwidth));
        bandwidth_->setValue(*network->scaleOutGbps);
    } else if (network) {
        choice_->setCurrentIndex(std::max(0, choice_->findData(QString::fromStdString(network->preset))));
    }
    auto* row = new QHBoxLayout(this);
    row->setContentsMargins(0, 0, 0, 0);
    row->addWidget(choice_, 1);
    row->addWidget(bandwidth_);
    showChoice();
    connect(choice_, &QComboBox::currentIndexChanged, this, [this] {
        showChoice();
        emit changed();
    });
    connect(bandwidth_, &QDoubleSpinBox::valueChanged, this, &NetworkPicker::changed);
}

void NetworkPicker::showChoice()
{
    bandwidth_->setVisible(choice_->currentData().toString() == kOwnBandwidth);
}

std::optional<gp::ClusterNetwork> NetworkPicker::network() const
{
    const QString id = choice_->currentData().toString();
    if (id.isEmpty())
        return std::nullopt;
    if (id != kOwnBandwidth)
        return gp::ClusterNetwork{id.toStdString(), std::nullopt, std::nullopt};
    gp::ClusterNetwork n;
    if (original_) { // a preset's scale-up domain, or the plan's own, stays
        n.preset = original_->preset;
        n.scaleUpDomain = original_->scaleUpDomain;
    }
    n.scaleOutGbps = bandwidth_->value();
    return n;
}

} // namespace gpui
