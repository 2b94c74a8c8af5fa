#pragma once

#include "training/CostModel.h"

#include <QWidget>

#include <optional>

class QComboBox;
class QDoubleSpinBox;

namespace gpui {

// The cluster's network for the step model (docs/model.md section 23, "The cluster's network"): the catalog's
// machine type, a preset with its source, or a bandwidth of the user's in Gb/s a GPU.
class NetworkPicker : public QWidget {
    Q_OBJECT
public:
    explicit NetworkPicker(const std::optional<gp::ClusterNetwork>& network, QWidget* parent = nullptr);

    // The network chosen; none for the catalog's machine type.
    std::optional<gp::ClusterNetwork> network() const;

    QComboBox* choiceBox() const { return choice_; }
    QDoubleSpinBox* bandwidthBox() const { return bandwidth_; }

signals:
    void changed();

private:
    void showChoice();

    std::optional<gp::ClusterNetwork> original_; // its scale-up domain is kept with a bandwidth of the user's
    QComboBox* choice_;
    QDoubleSpinBox* bandwidth_;
};

} // namespace gpui
