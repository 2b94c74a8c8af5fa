#pragma once

#include "catalog/Catalog.h"
#include "plan/Plan.h"

#include <QWidget>

#include <functional>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QSpinBox;

namespace gpui {

// The inputs of an inference plan (docs/model.md section 21): the model (a published one or its shape), the
// precision, context and batch, the request's tokens, the traffic, the latency targets, the availability target,
// whether latency is critical, and the accelerator (or the GPU tree's pick). Shows the plan's settings; every edit is
// handed to the owner as one change of them.
class ServingInputs : public QWidget {
    Q_OBJECT
public:
    using Edit = std::function<void(const QString& description, const std::function<void(gp::InferenceSettings&)>&)>;
    ServingInputs(Edit edit, QWidget* parent = nullptr);

    void show(const gp::InferenceSettings& settings, const gp::Catalog& catalog);
    // The inputs in rows of `pairs` label-and-field pairs: four on a wide window, fewer on a narrow one.
    void setColumns(int pairs);
    int columns() const { return columns_; }

    QComboBox* modelBox() const { return model_; }
    QComboBox* acceleratorBox() const { return accelerator_; }
    QDoubleSpinBox* requestsBox() const { return requests_; }
    QDoubleSpinBox* tpotBox() const { return tpot_; }
    QCheckBox* latencyCriticalBox() const { return critical_; }
    QDoubleSpinBox* decodeEfficiencyBox() const { return decode_; }

private:
    // Hands every field's edit to the owner as one change of the settings.
    void connectEdits();
    void connectNumber(QDoubleSpinBox* box, const QString& description,
                       const std::function<void(gp::InferenceSettings&, double)>& set);
    void connectInteger(QSpinBox* box, const QString& description,
                        const std::function<void(gp::InferenceSettings&, int)>& set);

    Edit edit_;
    QList<QPair<QString, QWidget*>> cells_;
    QList<QLabel*> labels_;
    int columns_ = 0;
    QComboBox* model_;
    QDoubleSpinBox* parameters_;
    QSpinBox* layers_;
    QSpinBox* kvHeads_;
    QSpinBox* headDim_;
    QComboBox* precision_;
    QDoubleSpinBox* context_;
    QSpinBox* batch_;
    QDoubleSpinBox* prompt_;
    QDoubleSpinBox* output_;
    QDoubleSpinBox* requests_;
    QDoubleSpinBox* peak_;
    QDoubleSpinBox* ttft_;
    QDoubleSpinBox* tpot_;
    QDoubleSpinBox* availability_;
    QCheckBox* critical_;
    QComboBox* accelerator_;
    // The roofline's efficiencies (docs/model.md section 21), in percent.
    QDoubleSpinBox* prefill16_;
    QDoubleSpinBox* prefill8_;
    QDoubleSpinBox* decode_;
    QDoubleSpinBox* reserve_;
};

} // namespace gpui
