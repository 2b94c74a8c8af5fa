<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>QLabel</name>
    <message>
        <source>Error</source>
        <translation>Fehler</translation>
    </message>
</context>
<context>
    <name>gp</name>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>“%1”</source>
        <translation>„%1“</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: %2 Gotcha: %3</source>
        <translation>%1: %2 Fallstrick: %3</translation>
    </message>
    <message>
        <source>%1: at “%2” the answer is “%3”. What comes next?</source>
        <translation>%1: Bei „%2“ lautet die Antwort „%3“. Was kommt als Nächstes?</translation>
    </message>
    <message>
        <source>Scheduling goodput</source>
        <translation>Scheduling-Goodput</translation>
    </message>
    <message>
        <source>Runtime goodput</source>
        <translation>Laufzeit-Goodput</translation>
    </message>
    <message>
        <source>Program goodput (MFU)</source>
        <translation>Programm-Goodput (MFU)</translation>
    </message>
    <message>
        <source>Which goodput does this technique improve: %1?</source>
        <translation>Welchen Goodput verbessert diese Technik: %1?</translation>
    </message>
    <message>
        <source>%1 improves %2. %3</source>
        <translation>%1 verbessert %2. %3</translation>
    </message>
    <message>
        <source>A %1 h evaluation window has %2 interruptions, each with t_rm = %3 h to resume, t_ch = %4 h of progress lost and t_re = %5 h to reschedule. What is the runtime goodput, in percent?</source>
        <translation>Ein Bewertungsfenster von %1 h hat %2 Unterbrechungen, jede mit t_rm = %3 h zum Fortsetzen, t_ch = %4 h verlorenem Fortschritt und t_re = %5 h zum Neuplanen. Wie hoch ist der Laufzeit-Goodput in Prozent?</translation>
    </message>
    <message>
        <source>Choosing the right GPU</source>
        <translation>Die richtige GPU wählen</translation>
    </message>
    <message>
        <source>Which GPU?</source>
        <translation>Welche GPU?</translation>
    </message>
    <message>
        <source>Branch on training vs inferencing, then on scale (VMs / GPU count), latency and model type to reach a recommendation.</source>
        <translation>Zuerst Training oder Inferenz, dann Größe (VMs / GPU-Anzahl), Latenz und Modelltyp, bis zu einer Empfehlung.</translation>
    </message>
    <message>
        <source>Is the workload training / fine-tuning or inferencing?</source>
        <translation>Ist die Arbeitslast Training / Fine-Tuning oder Inferenz?</translation>
    </message>
    <message>
        <source>Training teaches a model new patterns or adapts an existing model to specific data: compute-intensive, memory-hungry, runs for extended periods. Inferencing applies a pre-trained model to new data: less compute, but often needs high throughput and low latency.</source>
        <translation>Training bringt einem Modell neue Muster bei oder passt ein bestehendes Modell an bestimmte Daten an: rechenintensiv, speicherhungrig, läuft über lange Zeit. Inferenz wendet ein vortrainiertes Modell auf neue Daten an: weniger Rechenleistung, aber oft hoher Durchsatz und niedrige Latenz nötig.</translation>
    </message>
    <message>
        <source>Training or fine-tuning</source>
        <translation>Training oder Fine-Tuning</translation>
    </message>
    <message>
        <source>Inferencing</source>
        <translation>Inferenz</translation>
    </message>
    <message>
        <source>How large is the training job?</source>
        <translation>Wie groß ist der Trainingsjob?</translation>
    </message>
    <message>
        <source>Scale matters immensely: model size, number of VMs and total GPU count drive the hardware tier.</source>
        <translation>Die Größe ist entscheidend: Modellgröße, Anzahl der VMs und GPU-Gesamtzahl bestimmen die Hardwareklasse.</translation>
    </message>
    <message>
        <source>Single VM or small model</source>
        <translation>Einzelne VM oder kleines Modell</translation>
    </message>
    <message>
        <source>Distributed, up to 4 VMs / 32 GPUs</source>
        <translation>Verteilt, bis zu 4 VMs / 32 GPUs</translation>
    </message>
    <message>
        <source>Distributed, more than 4 VMs / 32 GPUs</source>
        <translation>Verteilt, mehr als 4 VMs / 32 GPUs</translation>
    </message>
    <message>
        <source>Is it a transformer-based large model (BERT, GPT, other LLMs)?</source>
        <translation>Ist es ein großes Transformer-Modell (BERT, GPT, andere LLMs)?</translation>
    </message>
    <message>
        <source>Large transformer models need high VRAM plus fast inter-GPU communication even inside one VM.</source>
        <translation>Große Transformer-Modelle brauchen viel VRAM und schnelle Kommunikation zwischen GPUs, auch innerhalb einer VM.</translation>
    </message>
    <message>
        <source>No: a small or conventional model</source>
        <translation>Nein: ein kleines oder konventionelles Modell</translation>
    </message>
    <message>
        <source>Yes: a large transformer model</source>
        <translation>Ja: ein großes Transformer-Modell</translation>
    </message>
    <message>
        <source>Is latency critical?</source>
        <translation>Ist die Latenz kritisch?</translation>
    </message>
    <message>
        <source>Latency is a deciding factor: if the application needs rapid responses or quick iteration, prioritize high-speed interconnects like NVLink.</source>
        <translation>Die Latenz entscheidet mit: Braucht die Anwendung schnelle Antworten oder schnelle Iteration, haben schnelle Verbindungen wie NVLink Vorrang.</translation>
    </message>
    <message>
        <source>Not critical</source>
        <translation>Nicht kritisch</translation>
    </message>
    <message>
        <source>Critical</source>
        <translation>Kritisch</translation>
    </message>
    <message>
        <source>Large transformer models need high VRAM plus fast inter-GPU communication.</source>
        <translation>Große Transformer-Modelle brauchen viel VRAM und schnelle Kommunikation zwischen GPUs.</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Nein</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Ja</translation>
    </message>
    <message>
        <source>T4 or L4</source>
        <translation>T4 oder L4</translation>
    </message>
    <message>
        <source>Efficient and cost-effective for a single VM or small models.</source>
        <translation>Effizient und kostengünstig für eine einzelne VM oder kleine Modelle.</translation>
    </message>
    <message>
        <source>Always validate on your actual model and dataset: theoretical fit is a starting point, not a guarantee, especially for the T4/L4 tier.</source>
        <translation>Prüfen Sie immer mit Ihrem tatsächlichen Modell und Datensatz: Die theoretische Passung ist ein Ausgangspunkt, keine Garantie, besonders bei T4/L4.</translation>
    </message>
    <message>
        <source>L4</source>
        <translation>L4</translation>
    </message>
    <message>
        <source>A good balance of performance and efficiency for distributed training when latency is not critical.</source>
        <translation>Ein gutes Verhältnis von Leistung und Effizienz für verteiltes Training, wenn die Latenz nicht kritisch ist.</translation>
    </message>
    <message>
        <source>L4 tops out at 32 GPUs or 4 nodes for this use.</source>
        <translation>L4 reicht für diesen Zweck bis 32 GPUs oder 4 Knoten.</translation>
    </message>
    <message>
        <source>NVLink options: H100, A100, even V100</source>
        <translation>NVLink-Optionen: H100, A100, sogar V100</translation>
    </message>
    <message>
        <source>A high-bandwidth, low-latency interconnect for multi-GPU training at scale.</source>
        <translation>Eine Verbindung mit hoher Bandbreite und niedriger Latenz für Multi-GPU-Training im großen Maßstab.</translation>
    </message>
    <message>
        <source>For large-scale training the cost of failure rises quadratically with scale: plan checkpointing and recovery (see the goodput workbench).</source>
        <translation>Beim Training im großen Maßstab steigen die Ausfallkosten quadratisch mit der Größe: Planen Sie Checkpoints und Wiederherstellung (siehe Goodput-Werkbank).</translation>
    </message>
    <message>
        <source>Always validate performance with your actual workload before committing.</source>
        <translation>Prüfen Sie die Leistung immer mit Ihrer tatsächlichen Arbeitslast, bevor Sie sich festlegen.</translation>
    </message>
    <message>
        <source>High VRAM plus fast inter-GPU communication for transformer-based large models.</source>
        <translation>Viel VRAM und schnelle Kommunikation zwischen GPUs für große Transformer-Modelle.</translation>
    </message>
    <message>
        <source>How is inference served?</source>
        <translation>Wie wird die Inferenz bereitgestellt?</translation>
    </message>
    <message>
        <source>Inference uses less compute than training but often needs high throughput and low latency for real-time use.</source>
        <translation>Inferenz braucht weniger Rechenleistung als Training, aber oft hohen Durchsatz und niedrige Latenz für den Echtzeitbetrieb.</translation>
    </message>
    <message>
        <source>Single GPU</source>
        <translation>Einzelne GPU</translation>
    </message>
    <message>
        <source>Multiple GPUs in a single VM</source>
        <translation>Mehrere GPUs in einer VM</translation>
    </message>
    <message>
        <source>Strict response times (every millisecond counts) call for NVLink&apos;s bandwidth and low latency.</source>
        <translation>Strenge Antwortzeiten (jede Millisekunde zählt) verlangen die Bandbreite und niedrige Latenz von NVLink.</translation>
    </message>
    <message>
        <source>Good cost/performance for single-GPU throughput.</source>
        <translation>Gutes Preis-Leistungs-Verhältnis für den Durchsatz einer einzelnen GPU.</translation>
    </message>
    <message>
        <source>Validate for your scenario: theoretical fit is a starting point, not a guarantee, especially for the T4/L4 tier.</source>
        <translation>Prüfen Sie es für Ihr Szenario: Die theoretische Passung ist ein Ausgangspunkt, keine Garantie, besonders bei T4/L4.</translation>
    </message>
    <message>
        <source>T4 or L4 (if performance validates)</source>
        <translation>T4 oder L4 (wenn die Leistung bestätigt ist)</translation>
    </message>
    <message>
        <source>The T4/L4 recommendation often extends to several GPUs within a single VM.</source>
        <translation>Die T4/L4-Empfehlung gilt oft auch für mehrere GPUs in einer einzelnen VM.</translation>
    </message>
    <message>
        <source>Only if performance validates: test on your actual model and dataset before committing.</source>
        <translation>Nur wenn die Leistung bestätigt ist: Testen Sie mit Ihrem tatsächlichen Modell und Datensatz, bevor Sie sich festlegen.</translation>
    </message>
    <message>
        <source>Scales moderately for distributed inference when latency is not critical.</source>
        <translation>Skaliert moderat für verteilte Inferenz, wenn die Latenz nicht kritisch ist.</translation>
    </message>
    <message>
        <source>Always validate on your workload before committing.</source>
        <translation>Prüfen Sie immer an Ihrer Arbeitslast, bevor Sie sich festlegen.</translation>
    </message>
    <message>
        <source>Bandwidth and low latency for high-throughput, strict-response-time inference.</source>
        <translation>Bandbreite und niedrige Latenz für Inferenz mit hohem Durchsatz und strengen Antwortzeiten.</translation>
    </message>
    <message>
        <source>Optimizing cost and efficiency</source>
        <translation>Kosten und Effizienz optimieren</translation>
    </message>
    <message>
        <source>Cost and efficiency</source>
        <translation>Kosten und Effizienz</translation>
    </message>
    <message>
        <source>On A100-or-higher GPUs: find the bottleneck, right-size, then reserve once fast enough or migrate to TPU if not.</source>
        <translation>Auf GPUs ab A100: den Engpass finden, richtig dimensionieren, dann reservieren, sobald schnell genug, oder sonst auf TPU migrieren.</translation>
    </message>
    <message>
        <source>Identify the bottleneck</source>
        <translation>Den Engpass finden</translation>
    </message>
    <message>
        <source>Once you are on A100-or-higher GPUs, this flow trims cost by right-sizing to the bottleneck. Measure GPU and memory utilization first.</source>
        <translation>Sobald Sie auf GPUs ab A100 sind, senkt dieser Ablauf die Kosten durch passende Dimensionierung am Engpass. Messen Sie zuerst GPU- und Speicherauslastung.</translation>
    </message>
    <message>
        <source>Bottleneck identified</source>
        <translation>Engpass gefunden</translation>
    </message>
    <message>
        <source>What did you find?</source>
        <translation>Was haben Sie gefunden?</translation>
    </message>
    <message>
        <source>Low GPU or memory utilization means over-provisioning. A model that struggles to fit needs its size or data configuration adjusted.</source>
        <translation>Niedrige GPU- oder Speicherauslastung bedeutet Überdimensionierung. Ein Modell, das kaum passt, braucht eine angepasste Größe oder Datenkonfiguration.</translation>
    </message>
    <message>
        <source>Low GPU or memory utilization</source>
        <translation>Niedrige GPU- oder Speicherauslastung</translation>
    </message>
    <message>
        <source>Model struggles to fit</source>
        <translation>Modell passt kaum</translation>
    </message>
    <message>
        <source>Move parts of the workload to cheaper T4/L4 GPUs or smaller instance shapes</source>
        <translation>Teile der Arbeitslast auf günstigere T4/L4-GPUs oder kleinere Instanzformen verlagern</translation>
    </message>
    <message>
        <source>Do this even if the model fits comfortably on the A100: its full power is not needed.</source>
        <translation>Tun Sie das auch, wenn das Modell bequem auf die A100 passt: Ihre volle Leistung wird nicht gebraucht.</translation>
    </message>
    <message>
        <source>Right-sized</source>
        <translation>Richtig dimensioniert</translation>
    </message>
    <message>
        <source>Adjust model size or data configuration</source>
        <translation>Modellgröße oder Datenkonfiguration anpassen</translation>
    </message>
    <message>
        <source>Make better use of the existing high-end GPU.</source>
        <translation>Die vorhandene High-End-GPU besser nutzen.</translation>
    </message>
    <message>
        <source>Adjusted</source>
        <translation>Angepasst</translation>
    </message>
    <message>
        <source>Fast enough?</source>
        <translation>Schnell genug?</translation>
    </message>
    <message>
        <source>Compare the measured training speed with what the project needs.</source>
        <translation>Vergleichen Sie die gemessene Trainingsgeschwindigkeit mit dem Bedarf des Projekts.</translation>
    </message>
    <message>
        <source>Can you update or rewrite the code?</source>
        <translation>Können Sie den Code anpassen oder neu schreiben?</translation>
    </message>
    <message>
        <source>A TPU migration needs code changes.</source>
        <translation>Eine TPU-Migration erfordert Codeänderungen.</translation>
    </message>
    <message>
        <source>Does the model genuinely fit on the GPU?</source>
        <translation>Passt das Modell wirklich auf die GPU?</translation>
    </message>
    <message>
        <source>A TPU migration is not feasible: re-check the fit before optimizing further or simplifying.</source>
        <translation>Eine TPU-Migration ist nicht machbar: Prüfen Sie die Passung erneut, bevor Sie weiter optimieren oder vereinfachen.</translation>
    </message>
    <message>
        <source>Yes, it fits</source>
        <translation>Ja, es passt</translation>
    </message>
    <message>
        <source>No, it does not</source>
        <translation>Nein, tut es nicht</translation>
    </message>
    <message>
        <source>Optimize further</source>
        <translation>Weiter optimieren</translation>
    </message>
    <message>
        <source>Profile again and remove the next bottleneck.</source>
        <translation>Erneut profilieren und den nächsten Engpass beseitigen.</translation>
    </message>
    <message>
        <source>Optimized</source>
        <translation>Optimiert</translation>
    </message>
    <message>
        <source>Simplify the model</source>
        <translation>Das Modell vereinfachen</translation>
    </message>
    <message>
        <source>Reduce the model until it fits the GPU well.</source>
        <translation>Das Modell verkleinern, bis es gut auf die GPU passt.</translation>
    </message>
    <message>
        <source>Simplified</source>
        <translation>Vereinfacht</translation>
    </message>
    <message>
        <source>Commit to reservations for long-term savings</source>
        <translation>Reservierungen für langfristige Einsparungen eingehen</translation>
    </message>
    <message>
        <source>The proof of concept succeeded: committing to reserved capacity lowers the price and secures availability.</source>
        <translation>Der Machbarkeitsnachweis ist gelungen: Zugesicherte reservierte Kapazität senkt den Preis und sichert die Verfügbarkeit.</translation>
    </message>
    <message>
        <source>Consider migrating to TPUs (e.g. TPU v5e)</source>
        <translation>Eine Migration auf TPUs erwägen (z. B. TPU v5e)</translation>
    </message>
    <message>
        <source>Potentially large gains when the code can be updated or rewritten.</source>
        <translation>Potenziell große Gewinne, wenn der Code angepasst oder neu geschrieben werden kann.</translation>
    </message>
    <message>
        <source>A migration is a code change: budget for the rewrite and validate the gains on your workload.</source>
        <translation>Eine Migration ist eine Codeänderung: Planen Sie den Umbau ein und prüfen Sie die Gewinne an Ihrer Arbeitslast.</translation>
    </message>
    <message>
        <source>Optimizing GPU training time</source>
        <translation>GPU-Trainingszeit optimieren</translation>
    </message>
    <message>
        <source>Training time</source>
        <translation>Trainingszeit</translation>
    </message>
    <message>
        <source>Chase the bottleneck through the data, hardware, network and code layers in turn; after each fix ask &quot;fast enough?&quot; and either reserve resources or consider a TPU rewrite.</source>
        <translation>Verfolgen Sie den Engpass nacheinander durch die Schichten Daten, Hardware, Netzwerk und Code; fragen Sie nach jeder Korrektur „schnell genug?“ und reservieren Sie dann Ressourcen oder erwägen Sie einen Umbau für TPUs.</translation>
    </message>
    <message>
        <source>Is data loading the bottleneck?</source>
        <translation>Ist das Laden der Daten der Engpass?</translation>
    </message>
    <message>
        <source>Look for accelerators waiting on input: idle gaps between steps, input pipeline time.</source>
        <translation>Suchen Sie nach Beschleunigern, die auf Eingaben warten: Leerlauf zwischen Schritten, Zeit in der Eingabe-Pipeline.</translation>
    </message>
    <message>
        <source>Change the data strategy: parallel loading, or copy data to faster storage such as pd-ssd</source>
        <translation>Datenstrategie ändern: paralleles Laden oder Daten auf schnelleren Speicher wie pd-ssd kopieren</translation>
    </message>
    <message>
        <source>Applied</source>
        <translation>Angewendet</translation>
    </message>
    <message>
        <source>Is GPU utilization low?</source>
        <translation>Ist die GPU-Auslastung niedrig?</translation>
    </message>
    <message>
        <source>The hardware layer: the GPU itself is the limit.</source>
        <translation>Die Hardwareschicht: Die GPU selbst ist die Grenze.</translation>
    </message>
    <message>
        <source>Move to a faster GPU (V100 to A100, or A100 to H100)</source>
        <translation>Auf eine schnellere GPU wechseln (V100 zu A100 oder A100 zu H100)</translation>
    </message>
    <message>
        <source>Moved</source>
        <translation>Gewechselt</translation>
    </message>
    <message>
        <source>Is network latency high?</source>
        <translation>Ist die Netzwerklatenz hoch?</translation>
    </message>
    <message>
        <source>Matters most in distributed setups.</source>
        <translation>Am wichtigsten in verteilten Umgebungen.</translation>
    </message>
    <message>
        <source>Increase bandwidth: premium-tier networking, or an H100 Superblock</source>
        <translation>Bandbreite erhöhen: Premium-Netzwerk oder ein H100-Superblock</translation>
    </message>
    <message>
        <source>Review the source for optimization opportunities</source>
        <translation>Den Quellcode auf Optimierungsmöglichkeiten prüfen</translation>
    </message>
    <message>
        <source>None of the above: the problem is likely inefficient code. If the code is hard to update, help the customer update it.</source>
        <translation>Nichts davon: Das Problem ist wahrscheinlich ineffizienter Code. Ist der Code schwer zu ändern, helfen Sie dem Kunden dabei.</translation>
    </message>
    <message>
        <source>Reviewed</source>
        <translation>Geprüft</translation>
    </message>
    <message>
        <source>Are code updates feasible?</source>
        <translation>Sind Codeänderungen machbar?</translation>
    </message>
    <message>
        <source>Profile again from the data layer</source>
        <translation>Erneut ab der Datenschicht profilieren</translation>
    </message>
    <message>
        <source>The fixes changed the workload: the bottleneck may have moved back to an earlier layer.</source>
        <translation>Die Korrekturen haben die Arbeitslast verändert: Der Engpass kann in eine frühere Schicht zurückgewandert sein.</translation>
    </message>
    <message>
        <source>Start over</source>
        <translation>Neu beginnen</translation>
    </message>
    <message>
        <source>Reserve or commit resources</source>
        <translation>Ressourcen reservieren oder zusichern</translation>
    </message>
    <message>
        <source>Proof of concept succeeded: the training time meets the goal, so secure the capacity.</source>
        <translation>Machbarkeitsnachweis gelungen: Die Trainingszeit erreicht das Ziel, also Kapazität sichern.</translation>
    </message>
    <message>
        <source>Consider updating or rewriting for a TPU</source>
        <translation>Aktualisierung oder Neuschreiben für eine TPU erwägen</translation>
    </message>
    <message>
        <source>The GPU layers are exhausted and the code can change: a TPU rewrite may bring large gains.</source>
        <translation>Die GPU-Schichten sind ausgeschöpft und der Code kann sich ändern: Ein Umbau für TPUs kann große Gewinne bringen.</translation>
    </message>
    <message>
        <source>A rewrite is a project of its own: validate the gains on your workload.</source>
        <translation>Ein Umbau ist ein eigenes Projekt: Prüfen Sie die Gewinne an Ihrer Arbeitslast.</translation>
    </message>
    <message>
        <source>Improving ML Productivity Goodput</source>
        <translation>ML Productivity Goodput verbessern</translation>
    </message>
    <message>
        <source>Goodput</source>
        <translation>Goodput</translation>
    </message>
    <message>
        <source>ML Productivity Goodput = scheduling x runtime x program goodput: find the low factor, then apply the technique that targets it.</source>
        <translation>ML Productivity Goodput = Scheduling × Laufzeit × Programm-Goodput: Finden Sie den niedrigen Faktor und wenden Sie die Technik an, die auf ihn zielt.</translation>
    </message>
    <message>
        <source>Which goodput factor is low?</source>
        <translation>Welcher Goodput-Faktor ist niedrig?</translation>
    </message>
    <message>
        <source>Scheduling goodput: the fraction of time all resources the job needs are available. Runtime goodput: the fraction of available time spent making forward progress. Program goodput (MFU): the fraction of the hardware&apos;s peak the job extracts.</source>
        <translation>Scheduling-Goodput: der Zeitanteil, in dem alle vom Job benötigten Ressourcen verfügbar sind. Laufzeit-Goodput: der Anteil der verfügbaren Zeit mit echtem Fortschritt. Programm-Goodput (MFU): der Anteil der Spitzenleistung der Hardware, den der Job nutzt.</translation>
    </message>
    <message>
        <source>What keeps resources unavailable?</source>
        <translation>Was hält Ressourcen unverfügbar?</translation>
    </message>
    <message>
        <source>On-demand or preemptible instances can hit stockouts; slow rescheduling after an interruption also counts against scheduling goodput.</source>
        <translation>On-Demand- oder unterbrechbare Instanzen können auf Kapazitätsengpässe stoßen; langsames Neuplanen nach einer Unterbrechung geht ebenfalls zulasten des Scheduling-Goodputs.</translation>
    </message>
    <message>
        <source>Stockouts: waiting for capacity</source>
        <translation>Kapazitätsengpässe: Warten auf Kapazität</translation>
    </message>
    <message>
        <source>Slow rescheduling after interruptions</source>
        <translation>Langsames Neuplanen nach Unterbrechungen</translation>
    </message>
    <message>
        <source>What dominates runtime badput?</source>
        <translation>Was dominiert den Laufzeit-Badput?</translation>
    </message>
    <message>
        <source>Badput per interruption is t_ch (progress lost since the last checkpoint) plus t_rm (time to resume). Minimize both.</source>
        <translation>Badput je Unterbrechung ist t_ch (Fortschritt seit dem letzten Checkpoint verloren) plus t_rm (Zeit zum Fortsetzen). Minimieren Sie beides.</translation>
    </message>
    <message>
        <source>Progress lost since the last checkpoint (t_ch)</source>
        <translation>Seit dem letzten Checkpoint verlorener Fortschritt (t_ch)</translation>
    </message>
    <message>
        <source>Slow resume (t_rm)</source>
        <translation>Langsames Fortsetzen (t_rm)</translation>
    </message>
    <message>
        <source>Do interruptions arrive with a SIGTERM warning?</source>
        <translation>Kommen Unterbrechungen mit einer SIGTERM-Warnung?</translation>
    </message>
    <message>
        <source>Defrag preemption and maintenance warn the job with SIGTERM before the stop; hardware failures do not.</source>
        <translation>Defragmentierungs-Preemption und Wartung warnen den Job vor dem Stopp mit SIGTERM; Hardwareausfälle nicht.</translation>
    </message>
    <message>
        <source>Yes: preemption, maintenance</source>
        <translation>Ja: Preemption, Wartung</translation>
    </message>
    <message>
        <source>No: unwarned failures</source>
        <translation>Nein: ungewarnte Ausfälle</translation>
    </message>
    <message>
        <source>What limits MFU?</source>
        <translation>Was begrenzt die MFU?</translation>
    </message>
    <message>
        <source>Program goodput is shaped by the distribution strategy, compute/communication overlap, memory-access efficiency and pipeline design.</source>
        <translation>Der Programm-Goodput hängt von der Verteilungsstrategie, der Überlappung von Berechnung und Kommunikation, der Effizienz der Speicherzugriffe und dem Pipeline-Design ab.</translation>
    </message>
    <message>
        <source>Complex computation blocks, long sequences</source>
        <translation>Komplexe Rechenblöcke, lange Sequenzen</translation>
    </message>
    <message>
        <source>Accelerator memory: activations recomputed</source>
        <translation>Beschleunigerspeicher: Aktivierungen neu berechnet</translation>
    </message>
    <message>
        <source>Matrix multiplication throughput</source>
        <translation>Durchsatz bei Matrixmultiplikation</translation>
    </message>
    <message>
        <source>Reserve resources: DWS calendar mode, or DWS flex-start</source>
        <translation>Ressourcen reservieren: DWS-Calendar-Modus oder DWS Flex-Start</translation>
    </message>
    <message>
        <source>Reserving compute up front ensures consistent availability and avoids stockouts; DWS flex mode starts the job only once all required resources are available.</source>
        <translation>Vorab reservierte Rechenleistung sichert die Verfügbarkeit und vermeidet Kapazitätsengpässe; der DWS-Flex-Modus startet den Job erst, wenn alle nötigen Ressourcen verfügbar sind.</translation>
    </message>
    <message>
        <source>Reservations cost money while idle: size them to the run.</source>
        <translation>Reservierungen kosten auch im Leerlauf: Bemessen Sie sie nach dem Lauf.</translation>
    </message>
    <message>
        <source>Keep hot spares</source>
        <translation>Hot Spares vorhalten</translation>
    </message>
    <message>
        <source>Pre-provisioned idle resources take over at once, minimizing the time to schedule resources when resuming from an interruption.</source>
        <translation>Vorab bereitgestellte, ungenutzte Ressourcen übernehmen sofort und minimieren die Zeit zum Einplanen von Ressourcen nach einer Unterbrechung.</translation>
    </message>
    <message>
        <source>Spares are paid for while idle.</source>
        <translation>Ersatzknoten werden auch im Leerlauf bezahlt.</translation>
    </message>
    <message>
        <source>Enable auto-checkpointing on SIGTERM (Orbax, MaxText)</source>
        <translation>Auto-Checkpointing bei SIGTERM aktivieren (Orbax, MaxText)</translation>
    </message>
    <message>
        <source>A checkpoint triggered by the warning cuts the progress lost since the last checkpoint, t_ch.</source>
        <translation>Ein durch die Warnung ausgelöster Checkpoint verringert den seit dem letzten Checkpoint verlorenen Fortschritt t_ch.</translation>
    </message>
    <message>
        <source>The save must finish within the grace period, or the progress is lost anyway.</source>
        <translation>Das Speichern muss innerhalb der Kulanzzeit fertig sein, sonst geht der Fortschritt trotzdem verloren.</translation>
    </message>
    <message>
        <source>Tune the checkpoint interval (Young, Daly)</source>
        <translation>Das Checkpoint-Intervall abstimmen (Young, Daly)</translation>
    </message>
    <message>
        <source>Unwarned failures lose on average half a checkpoint interval; the interval that balances save cost against lost work is about sqrt(2 x save cost x MTBF).</source>
        <translation>Ungewarnte Ausfälle verlieren im Mittel ein halbes Checkpoint-Intervall; das Intervall, das Speicherkosten und verlorene Arbeit ausgleicht, ist etwa sqrt(2 x Speicherkosten x MTBF).</translation>
    </message>
    <message>
        <source>Failure cost rises quadratically with scale: re-optimize the interval when the cluster grows.</source>
        <translation>Ausfallkosten steigen quadratisch mit der Größe: Optimieren Sie das Intervall neu, wenn der Cluster wächst.</translation>
    </message>
    <message>
        <source>Use container preloading from a secondary boot disk (GKE)</source>
        <translation>Container-Vorabladen von einem sekundären Boot-Laufwerk nutzen (GKE)</translation>
    </message>
    <message>
        <source>Images and models are available almost instantly when a failed node returns, minimizing t_rm: preloading a 16 GB container is about 29x faster than pulling it from a registry.</source>
        <translation>Images und Modelle stehen fast sofort bereit, wenn ein ausgefallener Knoten zurückkehrt, was t_rm minimiert: Ein 16-GB-Container wird vorab geladen etwa 29-mal schneller bereit als aus einer Registry.</translation>
    </message>
    <message>
        <source>Preloading shortens the image pull only; restoring the checkpoint and warming up still take time.</source>
        <translation>Vorabladen verkürzt nur das Laden des Images; Wiederherstellen des Checkpoints und Aufwärmen brauchen weiterhin Zeit.</translation>
    </message>
    <message>
        <source>Write custom kernels with XLA (Jax/Pallas): flash attention, block-sparse</source>
        <translation>Eigene Kernels mit XLA schreiben (Jax/Pallas): Flash Attention, blockdünn</translation>
    </message>
    <message>
        <source>An escape hatch to hand-write kernels for complex computation blocks on Cloud TPUs and GPUs; such kernels significantly improve program goodput at larger sequence lengths.</source>
        <translation>Ein Ausweg, um Kernels für komplexe Rechenblöcke auf Cloud TPUs und GPUs von Hand zu schreiben; solche Kernels verbessern den Programm-Goodput bei größeren Sequenzlängen deutlich.</translation>
    </message>
    <message>
        <source>Hand-written kernels are code to maintain: use them where profiling shows the block dominates.</source>
        <translation>Handgeschriebene Kernels sind Code, der gepflegt werden muss: Setzen Sie sie dort ein, wo das Profiling zeigt, dass der Block dominiert.</translation>
    </message>
    <message>
        <source>Offload activations to host memory</source>
        <translation>Aktivierungen in den Host-Speicher auslagern</translation>
    </message>
    <message>
        <source>Activations from the forward pass go to host DRAM and come back for the backward pass, saving recomputation cycles.</source>
        <translation>Aktivierungen aus dem Vorwärtsdurchlauf wandern in den Host-DRAM und kommen für den Rückwärtsdurchlauf zurück; das spart Neuberechnungen.</translation>
    </message>
    <message>
        <source>Host transfers must overlap with compute, or they cost more than they save.</source>
        <translation>Host-Transfers müssen sich mit der Berechnung überlappen, sonst kosten sie mehr, als sie sparen.</translation>
    </message>
    <message>
        <source>Use int8 mixed precision (AQT)</source>
        <translation>int8-Mischpräzision verwenden (AQT)</translation>
    </message>
    <message>
        <source>Accurately Quantized Training maps a subset of matrix multiplications to 8-bit integers to boost efficiency without compromising model convergence.</source>
        <translation>Accurately Quantized Training bildet einen Teil der Matrixmultiplikationen auf 8-Bit-Ganzzahlen ab und steigert so die Effizienz, ohne die Konvergenz des Modells zu beeinträchtigen.</translation>
    </message>
    <message>
        <source>Check convergence on your own model before relying on it.</source>
        <translation>Prüfen Sie die Konvergenz an Ihrem eigenen Modell, bevor Sie sich darauf verlassen.</translation>
    </message>
    <message>
        <source>Google Cloud committed use discounts for accelerators: typical 1-year and 3-year percentages; confirm for the machine family and region.</source>
        <translation>Google-Cloud-Rabatte für zugesicherte Nutzung bei Beschleunigern: typische Prozentsätze für 1 und 3 Jahre; für Maschinenfamilie und Region bestätigen.</translation>
    </message>
    <message>
        <source>NVIDIA T4 Tensor Core GPU datasheet: 65 TFLOPS FP16 (dense), 130 TOPS INT8, 16 GB GDDR6 at 320 GB/s, PCIe, 70 W</source>
        <translation>Datenblatt NVIDIA T4 Tensor Core GPU: 65 TFLOPS FP16 (dicht), 130 TOPS INT8, 16 GB GDDR6 mit 320 GB/s, PCIe, 70 W</translation>
    </message>
    <message>
        <source>NVIDIA L4 Tensor Core GPU datasheet: 121 TFLOPS BF16 dense (242 with sparsity), 242 TFLOPS FP8 dense, 24 GB GDDR6 at 300 GB/s, PCIe, 72 W</source>
        <translation>Datenblatt NVIDIA L4 Tensor Core GPU: 121 TFLOPS BF16 dicht (242 mit Sparsity), 242 TFLOPS FP8 dicht, 24 GB GDDR6 mit 300 GB/s, PCIe, 72 W</translation>
    </message>
    <message>
        <source>NVIDIA V100 Tensor Core GPU datasheet (SXM2 16 GB): 125 TFLOPS FP16 tensor (no BF16), 900 GB/s HBM2, NVLink 300 GB/s, 300 W</source>
        <translation>Datenblatt NVIDIA V100 Tensor Core GPU (SXM2 16 GB): 125 TFLOPS FP16 Tensor (kein BF16), 900 GB/s HBM2, NVLink 300 GB/s, 300 W</translation>
    </message>
    <message>
        <source>NVIDIA A100 Tensor Core GPU datasheet (SXM 40 GB): 312 TFLOPS BF16 dense, 624 TOPS INT8, 1,555 GB/s HBM2, NVLink 600 GB/s, 400 W</source>
        <translation>Datenblatt NVIDIA A100 Tensor Core GPU (SXM 40 GB): 312 TFLOPS BF16 dicht, 624 TOPS INT8, 1.555 GB/s HBM2, NVLink 600 GB/s, 400 W</translation>
    </message>
    <message>
        <source>NVIDIA A100 Tensor Core GPU datasheet (SXM 80 GB): 312 TFLOPS BF16 dense, 624 TOPS INT8, 2,039 GB/s HBM2e, NVLink 600 GB/s, 400 W</source>
        <translation>Datenblatt NVIDIA A100 Tensor Core GPU (SXM 80 GB): 312 TFLOPS BF16 dicht, 624 TOPS INT8, 2.039 GB/s HBM2e, NVLink 600 GB/s, 400 W</translation>
    </message>
    <message>
        <source>NVIDIA H100 Tensor Core GPU datasheet (SXM5): 989 TFLOPS BF16 dense (1,979 with sparsity), 1,979 TFLOPS FP8 dense, 3.35 TB/s HBM3, NVLink 900 GB/s, up to 700 W</source>
        <translation>Datenblatt NVIDIA H100 Tensor Core GPU (SXM5): 989 TFLOPS BF16 dicht (1.979 mit Sparsity), 1.979 TFLOPS FP8 dicht, 3,35 TB/s HBM3, NVLink 900 GB/s, bis 700 W</translation>
    </message>
    <message>
        <source>NVIDIA H200 Tensor Core GPU datasheet (SXM): 989 TFLOPS BF16 dense, 1,979 TFLOPS FP8 dense, 141 GB HBM3e at 4.8 TB/s, NVLink 900 GB/s, up to 700 W</source>
        <translation>Datenblatt NVIDIA H200 Tensor Core GPU (SXM): 989 TFLOPS BF16 dicht, 1.979 TFLOPS FP8 dicht, 141 GB HBM3e mit 4,8 TB/s, NVLink 900 GB/s, bis 700 W</translation>
    </message>
    <message>
        <source>Google Cloud TPU v5e documentation: 197 TFLOPS BF16, 394 TOPS INT8, 16 GB HBM2 at 819 GB/s, ICI 1,600 Gbps per chip</source>
        <translation>Google-Cloud-TPU-v5e-Dokumentation: 197 TFLOPS BF16, 394 TOPS INT8, 16 GB HBM2 mit 819 GB/s, ICI 1.600 Gbit/s je Chip</translation>
    </message>
    <message>
        <source>Google Cloud TPU v5p documentation: 459 TFLOPS BF16, 918 TOPS INT8, 95 GB HBM2e at 2,765 GB/s, ICI 4,800 Gbps per chip</source>
        <translation>Google-Cloud-TPU-v5p-Dokumentation: 459 TFLOPS BF16, 918 TOPS INT8, 95 GB HBM2e mit 2.765 GB/s, ICI 4.800 Gbit/s je Chip</translation>
    </message>
    <message>
        <source>Spot without auto-checkpointing</source>
        <translation>Spot ohne Auto-Checkpointing</translation>
    </message>
    <message>
        <source>Spot capacity: frequent warned preemptions, each losing the progress since the last checkpoint.</source>
        <translation>Spot-Kapazität: häufige gewarnte Preemptions, von denen jede den Fortschritt seit dem letzten Checkpoint verliert.</translation>
    </message>
    <message>
        <source>Spot with auto-checkpointing and preloading</source>
        <translation>Spot mit Auto-Checkpointing und Vorabladen</translation>
    </message>
    <message>
        <source>The same Spot capacity with a checkpoint on SIGTERM (Orbax, MaxText) and images preloaded from a secondary boot disk.</source>
        <translation>Dieselbe Spot-Kapazität mit einem Checkpoint bei SIGTERM (Orbax, MaxText) und von einem sekundären Boot-Laufwerk vorab geladenen Images.</translation>
    </message>
    <message>
        <source>Reserved with hot spares</source>
        <translation>Reserviert mit Hot Spares</translation>
    </message>
    <message>
        <source>Reserved capacity (no wait for stockouts) with pre-provisioned spares that take over in minutes.</source>
        <translation>Reservierte Kapazität (kein Warten auf Engpässe) mit vorab bereitgestellten Ersatzknoten, die in Minuten übernehmen.</translation>
    </message>
    <message>
        <source>Large LLM pre-training</source>
        <translation>Großes LLM-Pre-Training</translation>
    </message>
    <message>
        <source>Thousands of accelerators for two months: failures are frequent at this scale and every one idles the whole job.</source>
        <translation>Tausende Beschleuniger für zwei Monate: Ausfälle sind in dieser Größe häufig und jeder legt den ganzen Job still.</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>%1 is not a number.</source>
        <translation>%1 ist keine Zahl.</translation>
    </message>
    <message>
        <source>%1 must be a finite number.</source>
        <translation>%1 muss eine endliche Zahl sein.</translation>
    </message>
    <message>
        <source>%1 must not be negative.</source>
        <translation>%1 darf nicht negativ sein.</translation>
    </message>
    <message>
        <source>%1 must be greater than zero.</source>
        <translation>%1 muss größer als null sein.</translation>
    </message>
    <message>
        <source>%1 is out of range.</source>
        <translation>%1 liegt außerhalb des zulässigen Bereichs.</translation>
    </message>
    <message>
        <source>%1 must be a whole number.</source>
        <translation>%1 muss eine ganze Zahl sein.</translation>
    </message>
    <message>
        <source>%1 is not a duration. Write a number with a unit such as 90s, 30m, 1.5h or 54d.</source>
        <translation>%1 ist keine Dauer. Schreiben Sie eine Zahl mit Einheit, etwa 90s, 30m, 1.5h oder 54d.</translation>
    </message>
    <message>
        <source>%1: interruptions and their recovery take longer than the evaluation window.</source>
        <translation>%1: Unterbrechungen und ihre Wiederherstellung dauern länger als das Bewertungsfenster.</translation>
    </message>
    <message>
        <source>%1: the initial wait fills the whole window.</source>
        <translation>%1: Die anfängliche Wartezeit füllt das ganze Fenster.</translation>
    </message>
    <message>
        <source>%1: give all of layers, heads, head dimension and sequence length, or none.</source>
        <translation>%1: Geben Sie Schichten, Köpfe, Kopfdimension und Sequenzlänge alle oder keine an.</translation>
    </message>
    <message>
        <source>%1: model FLOP utilization above 100%.</source>
        <translation>%1: Modell-FLOP-Auslastung über 100 %.</translation>
    </message>
    <message>
        <source>Cannot read %1.</source>
        <translation>%1 kann nicht gelesen werden.</translation>
    </message>
    <message>
        <source>%1 is too large.</source>
        <translation>%1 ist zu groß.</translation>
    </message>
    <message>
        <source>%1 is nested too deeply.</source>
        <translation>%1 ist zu tief verschachtelt.</translation>
    </message>
    <message>
        <source>%1 is not valid JSON.</source>
        <translation>%1 ist kein gültiges JSON.</translation>
    </message>
    <message>
        <source>%1 has the wrong type.</source>
        <translation>%1 hat den falschen Typ.</translation>
    </message>
    <message>
        <source>%1 is missing.</source>
        <translation>%1 fehlt.</translation>
    </message>
    <message>
        <source>%1 has an unknown value.</source>
        <translation>%1 hat einen unbekannten Wert.</translation>
    </message>
    <message>
        <source>%1: this is not a Goodput Planner plan.</source>
        <translation>%1: Dies ist kein Goodput-Planner-Plan.</translation>
    </message>
    <message>
        <source>%1: this file was written by a newer version.</source>
        <translation>%1: Diese Datei stammt von einer neueren Version.</translation>
    </message>
    <message>
        <source>%1 has too many entries.</source>
        <translation>%1 hat zu viele Einträge.</translation>
    </message>
    <message>
        <source>%1: the id is used more than once.</source>
        <translation>%1: Die ID wird mehrfach verwendet.</translation>
    </message>
    <message>
        <source>%1: a choice leads to a node that does not exist.</source>
        <translation>%1: Eine Antwort führt zu einem Knoten, den es nicht gibt.</translation>
    </message>
    <message>
        <source>%1: the start node does not exist.</source>
        <translation>%1: Der Startknoten existiert nicht.</translation>
    </message>
    <message>
        <source>%1: no walk from the start reaches this node.</source>
        <translation>%1: Kein Weg vom Start erreicht diesen Knoten.</translation>
    </message>
    <message>
        <source>%1: a question needs two or more choices, an action exactly one.</source>
        <translation>%1: Eine Frage braucht zwei oder mehr Antworten, eine Maßnahme genau eine.</translation>
    </message>
    <message>
        <source>%1: a recommendation or outcome cannot lead on.</source>
        <translation>%1: Eine Empfehlung oder ein Ergebnis kann nicht weiterführen.</translation>
    </message>
    <message>
        <source>%1: a loop passes through no question.</source>
        <translation>%1: Eine Schleife führt durch keine Frage.</translation>
    </message>
    <message>
        <source>%1: the text is empty.</source>
        <translation>%1: Der Text ist leer.</translation>
    </message>
    <message>
        <source>%1 is a PDF without a Goodput Planner plan inside.</source>
        <translation>%1 ist ein PDF ohne eingebetteten Goodput-Planner-Plan.</translation>
    </message>
    <message>
        <source>%1: invalid.</source>
        <translation>%1: ungültig.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>One checkpoint save takes longer than the progress between saves: the job spends more time saving than training.</source>
        <translation>Ein Checkpoint dauert länger als der Fortschritt zwischen zwei Checkpoints: Der Job verbringt mehr Zeit mit Speichern als mit Training.</translation>
    </message>
    <message>
        <source>The checkpoint interval is less than half or more than twice Daly&apos;s optimum for this plan&apos;s failure rate: moving it towards the optimum raises runtime goodput.</source>
        <translation>Das Checkpoint-Intervall ist kürzer als die Hälfte oder länger als das Doppelte von Dalys Optimum für die Ausfallrate dieses Plans: Ein Intervall näher am Optimum hebt die Laufzeit-Goodput.</translation>
    </message>
    <message>
        <source>%1 carries more than one Goodput Planner plan: detach the one you mean and open it.</source>
        <translation>%1 enthält mehr als einen Goodput-Planner-Plan: Lösen Sie den gemeinten heraus und öffnen Sie ihn.</translation>
    </message>
    <message>
        <source>%1 cannot be read as a PDF.</source>
        <translation>%1 lässt sich nicht als PDF lesen.</translation>
    </message>
    <message>
        <source>%1: the simulation would take too many events. Fewer runs, a shorter window or rarer interruptions bring it within its budget.</source>
        <translation>%1: Die Simulation bräuchte zu viele Ereignisse. Weniger Läufe, ein kürzeres Fenster oder seltenere Unterbrechungen bringen sie in ihr Budget.</translation>
    </message>
    <message>
        <source>Runtime goodput is below 5 %: interruptions come so often that almost no progress survives them. Shorten the checkpoint interval, shorten recovery or lower the interruption rates.</source>
        <translation>Der Laufzeit-Goodput liegt unter 5 %: Unterbrechungen kommen so oft, dass kaum Fortschritt sie übersteht. Verkürzen Sie das Checkpoint-Intervall oder die Wiederherstellung, oder senken Sie die Unterbrechungsraten.</translation>
    </message>
    <message>
        <source>Auto-checkpointing on SIGTERM cannot take effect: one checkpoint save takes longer than a grace period, so those warned interruptions lose progress like failures.</source>
        <translation>Automatisches Checkpointing bei SIGTERM kann nicht wirken: Ein Checkpoint dauert länger als eine Karenzzeit, daher verlieren diese angekündigten Unterbrechungen Fortschritt wie Ausfälle.</translation>
    </message>
    <message>
        <source>The checkpoint interval is longer than the running part of the window: no periodic checkpoint completes, so every interruption loses all progress made since the one before.</source>
        <translation>Das Checkpoint-Intervall ist länger als der laufende Teil des Fensters: Kein regelmäßiger Checkpoint wird fertig, daher verliert jede Unterbrechung den gesamten Fortschritt seit der vorigen.</translation>
    </message>
    <message>
        <source>The hot-spare pool is empty for most failures: nodes come back from repair more slowly than they fail. Add spares or shorten the repair time.</source>
        <translation>Der Pool der Hot Spares ist bei den meisten Ausfällen leer: Knoten kommen langsamer aus der Reparatur zurück, als sie ausfallen. Fügen Sie Spares hinzu oder verkürzen Sie die Reparaturzeit.</translation>
    </message>
    <message>
        <source>More than a tenth of all interruptions strike during a recovery and start it again: recovery takes about as long as the time between interruptions. Shorten recovery or lower the rates.</source>
        <translation>Mehr als ein Zehntel aller Unterbrechungen treffen eine Wiederherstellung und starten sie neu: Die Wiederherstellung dauert etwa so lange wie die Zeit zwischen Unterbrechungen. Verkürzen Sie die Wiederherstellung oder senken Sie die Raten.</translation>
    </message>
    <message>
        <source>This window holds more interruptions than the Monte Carlo&apos;s event budget: the simulation cannot check these figures. A shorter window or rarer interruptions bring it within reach.</source>
        <translation>Dieses Fenster enthält mehr Unterbrechungen, als das Ereignisbudget der Monte-Carlo-Simulation erlaubt: Die Simulation kann diese Zahlen nicht prüfen. Ein kürzeres Fenster oder seltenere Unterbrechungen machen es möglich.</translation>
    </message>
    <message>
        <source>Llama 3 405B pre-training (Meta, 2024)</source>
        <translation>Llama-3-405B-Pretraining (Meta, 2024)</translation>
    </message>
    <message>
        <source>16,384 H100 GPUs for 54 days: 466 job interruptions, 47 planned and 419 unexpected, with more than 90% effective training time.</source>
        <translation>16.384 H100-GPUs über 54 Tage: 466 Unterbrechungen des Jobs, 47 geplante und 419 unerwartete, bei mehr als 90 % effektiver Trainingszeit.</translation>
    </message>
    <message>
        <source>A training job grows from 8 to %1 nodes with the same per-node failure rate, over the same evaluation window. About how many times more accelerator-hours do interruptions cost in that window?</source>
        <translation>Ein Trainingsjob wächst von 8 auf %1 Knoten bei gleicher Ausfallrate pro Knoten, über dasselbe Bewertungsfenster. Etwa wie viel mal mehr Beschleunigerstunden kosten Unterbrechungen in diesem Fenster?</translation>
    </message>
    <message>
        <source>In a fixed window failure cost scales quadratically: %1× the nodes means %1× the interruptions, each idling %1× the accelerators.</source>
        <translation>In einem festen Fenster wachsen die Ausfallkosten quadratisch: %1× so viele Knoten bedeuten %1× so viele Unterbrechungen, die jeweils %1× so viele Beschleuniger stilllegen.</translation>
    </message>
    <message>
        <source>For a fixed amount of training compute the run ends %1× sooner: %1× the interruption rate for 1/%1 of the time, each idling %1× the accelerators, so %1× the cost, not %1².</source>
        <translation>Bei fester Rechenmenge endet der Lauf %1× früher: %1× die Unterbrechungsrate für 1/%1 der Zeit, jede legt %1× so viele Beschleuniger still, also %1× die Kosten, nicht %1².</translation>
    </message>
    <message>
        <source>%1 is the cheapest accelerator that fits the model and finishes within the deadline of %2 days: %3 accelerators, %4 days.</source>
        <translation>%1 ist der günstigste Beschleuniger, in dessen Speicher das Modell passt und der innerhalb der Frist von %2 Tagen fertig wird: %3 Beschleuniger, %4 Tage.</translation>
    </message>
    <message>
        <source>The model fits no accelerator&apos;s memory under the plan&apos;s parallelism: shard the optimizer states and parameters (ZeRO-3 or FSDP), raise the tensor or pipeline parallel degree, or checkpoint activations.</source>
        <translation>Mit der Parallelisierung des Plans passt das Modell in keinen Beschleunigerspeicher: Optimiererzustände und Parameter verteilen (ZeRO-3 oder FSDP), den Tensor- oder Pipeline-Parallelgrad erhöhen oder Aktivierungen neu berechnen.</translation>
    </message>
    <message>
        <source>No accelerator fits the model and finishes within %1 days. Closest: %2, %3 days on %4 accelerators; more nodes would bring more interruptions than progress. A deadline of %5 days, rarer interruptions or a faster recovery would admit it.</source>
        <translation>Kein Beschleuniger fasst das Modell und wird innerhalb von %1 Tagen fertig. Am nächsten: %2, %3 Tage auf %4 Beschleunigern; mehr Knoten brächten mehr Unterbrechungen als Fortschritt. Eine Frist von %5 Tagen, seltenere Unterbrechungen oder eine schnellere Wiederherstellung würden es zulassen.</translation>
    </message>
    <message>
        <source>No accelerator fits the model and finishes within %1 days. Closest: %2, %3 days on %4 accelerators, the most its largest job allows. A deadline of %5 days, or a shorter run, would admit it.</source>
        <translation>Kein Beschleuniger fasst das Modell und wird innerhalb von %1 Tagen fertig. Am nächsten: %2, %3 Tage auf %4 Beschleunigern, so vielen, wie sein größter Job zulässt. Eine Frist von %5 Tagen oder ein kürzerer Lauf würden es zulassen.</translation>
    </message>
    <message>
        <source>Illustrative: N1 machines take at most 4 T4, with no GPU interconnect between machines; data-parallel jobs beyond a few hundred cards are not practical. Confirm with the capacity team.</source>
        <translation>Beispielhaft: N1-Maschinen nehmen höchstens 4 T4 auf, ohne GPU-Verbindung zwischen Maschinen; datenparallele Jobs über einige hundert Karten sind nicht praktikabel. Mit dem Kapazitätsteam bestätigen.</translation>
    </message>
    <message>
        <source>None published for LLM training on this accelerator that this catalog could cite: the plan&apos;s MFU is used, and it says so.</source>
        <translation>Für LLM-Training auf diesem Beschleuniger ist kein Wert veröffentlicht, den dieser Katalog zitieren könnte: die MFU des Plans wird verwendet, und das wird angezeigt.</translation>
    </message>
    <message>
        <source>Google Cloud Compute Engine list price of the machine type named, us-central1, divided by its accelerators (host included); GPU pricing and VM pricing pages, as of 2025-06. Prices differ by region and change often: confirm and override with the customer&apos;s quote.</source>
        <translation>Google-Cloud-Compute-Engine-Listenpreis des genannten Maschinentyps, us-central1, geteilt durch seine Beschleuniger (Host eingeschlossen); Preisseiten für GPUs und VMs, Stand 2025-06. Preise unterscheiden sich je Region und ändern sich oft: mit dem Angebot des Kunden bestätigen und überschreiben.</translation>
    </message>
    <message>
        <source>Illustrative: G2 machines take at most 8 L4 over PCIe, with no GPU interconnect between machines. Confirm with the capacity team.</source>
        <translation>Beispielhaft: G2-Maschinen nehmen höchstens 8 L4 über PCIe auf, ohne GPU-Verbindung zwischen Maschinen. Mit dem Kapazitätsteam bestätigen.</translation>
    </message>
    <message>
        <source>Illustrative: N1 machines take at most 8 V100; confirm with the capacity team.</source>
        <translation>Beispielhaft: N1-Maschinen nehmen höchstens 8 V100 auf; mit dem Kapazitätsteam bestätigen.</translation>
    </message>
    <message>
        <source>GPT-3 175B, trained on V100: 21.3 % MFU (PaLM, Chowdhery et al. 2022, table 3).</source>
        <translation>GPT-3 175B, trainiert auf V100: 21,3 % MFU (PaLM, Chowdhery et al. 2022, Tabelle 3).</translation>
    </message>
    <message>
        <source>Illustrative: A2 clusters of a few thousand GPUs; confirm with the capacity team.</source>
        <translation>Beispielhaft: A2-Cluster mit einigen tausend GPUs; mit dem Kapazitätsteam bestätigen.</translation>
    </message>
    <message>
        <source>Megatron-Turing NLG 530B, trained on A100: 30.2 % MFU (PaLM, Chowdhery et al. 2022, table 3).</source>
        <translation>Megatron-Turing NLG 530B, trainiert auf A100: 30,2 % MFU (PaLM, Chowdhery et al. 2022, Tabelle 3).</translation>
    </message>
    <message>
        <source>Llama 3 405B trained on 16,384 H100 in one job (Meta, 2024); cloud clusters of this size are by arrangement.</source>
        <translation>Llama 3 405B wurde auf 16.384 H100 in einem Job trainiert (Meta, 2024); Cloud-Cluster dieser Größe gibt es nach Vereinbarung.</translation>
    </message>
    <message>
        <source>Llama 3 405B on 8,192 to 16,384 H100: 38 to 43 % BF16 MFU (Meta, &quot;The Llama 3 Herd of Models&quot;, 2024, table 4); 40 % taken.</source>
        <translation>Llama 3 405B auf 8.192 bis 16.384 H100: 38 bis 43 % BF16-MFU (Meta, „The Llama 3 Herd of Models“, 2024, Tabelle 4); 40 % angesetzt.</translation>
    </message>
    <message>
        <source>Illustrative: as the H100&apos;s A3 clusters; confirm with the capacity team.</source>
        <translation>Beispielhaft: wie die A3-Cluster der H100; mit dem Kapazitätsteam bestätigen.</translation>
    </message>
    <message>
        <source>Google Cloud TPU list price per chip-hour, us-central1 (a TPU VM&apos;s host is included in the chip price), Cloud TPU pricing page, as of 2025-06. Prices differ by region and change often: confirm and override with the customer&apos;s quote.</source>
        <translation>Google-Cloud-TPU-Listenpreis je Chip-Stunde, us-central1 (der Host einer TPU-VM ist im Chippreis enthalten), Cloud-TPU-Preisseite, Stand 2025-06. Preise unterscheiden sich je Region und ändern sich oft: mit dem Angebot des Kunden bestätigen und überschreiben.</translation>
    </message>
    <message>
        <source>Google Cloud TPU v5p documentation: a v5p pod has 8,960 chips, the largest single slice.</source>
        <translation>Dokumentation zu Google Cloud TPU v5p: ein v5p-Pod hat 8.960 Chips, das größte einzelne Slice.</translation>
    </message>
    <message>
        <source>Google Cloud committed use discounts for Cloud TPU: typical 1-year and 3-year percentages; confirm for the region.</source>
        <translation>Google-Cloud-Rabatte für zugesicherte Nutzung bei Cloud TPU: typische Prozentsätze für 1 und 3 Jahre; für die Region bestätigen.</translation>
    </message>
    <message>
        <source>Google Cloud TPU v6e (Trillium) documentation: 918 TFLOPS BF16 peak, 1,836 TOPS INT8, 32 GB HBM at 1,640 GB/s, ICI 3,200 Gbps (400 GB/s) per chip</source>
        <translation>Dokumentation zu Google Cloud TPU v6e (Trillium): 918 TFLOPS BF16 Spitze, 1.836 TOPS INT8, 32 GB HBM mit 1.640 GB/s, ICI 3.200 Gbit/s (400 GB/s) je Chip</translation>
    </message>
    <message>
        <source>%1 is not a goodput log: no line holds a job_name with a job, step, badput or checkpoint entry.</source>
        <translation>%1 ist kein Goodput-Protokoll: keine Zeile enthält einen job_name mit einem Job-, Schritt-, Badput- oder Checkpoint-Eintrag.</translation>
    </message>
    <message>
        <source>%1: the log&apos;s entries give no consistent measurement.</source>
        <translation>%1: die Einträge des Protokolls ergeben keine stimmige Messung.</translation>
    </message>
    <message>
        <source>%1: cancelled.</source>
        <translation>%1: abgebrochen.</translation>
    </message>
    <message>
        <source>%1 disruptions in %2 days on %3 nodes</source>
        <translation>%1 Unterbrechungen in %2 Tagen auf %3 Knoten</translation>
    </message>
    <message>
        <source>%1 s of infrastructure recovery per disruption</source>
        <translation>%1 s Infrastruktur-Wiederherstellung je Unterbrechung</translation>
    </message>
    <message>
        <source>%1 s of progress lost per disruption: about half a checkpoint interval</source>
        <translation>%1 s Fortschritt je Unterbrechung verloren: etwa ein halbes Checkpoint-Intervall</translation>
    </message>
    <message>
        <source>%1 s from each start to training: initialization, preparation, startup, data loading and restore, over %2 starts</source>
        <translation>%1 s von jedem Start bis zum Training: Initialisierung, Vorbereitung, Programmstart, Datenladen und Wiederherstellen, über %2 Starts</translation>
    </message>
    <message>
        <source>%1 s of blocking time per save, over %2 saves</source>
        <translation>%1 s blockierende Zeit je Speichern, über %2 Speichervorgänge</translation>
    </message>
    <message>
        <source>an ideal step of %1 s for %2 tokens on %3 × %4</source>
        <translation>ein idealer Schritt von %1 s für %2 Tokens auf %3 × %4</translation>
    </message>
    <message>
        <source>Multi-tier checkpointing at 35,000 TPU v5p chips</source>
        <translation>Mehrstufiges Checkpointing auf 35.000 TPU-v5p-Chips</translation>
    </message>
    <message>
        <source>8,750 TPU v5p hosts interrupted about hourly: a fast checkpoint tier in host memory, replicated to a peer, every 2 minutes beside a persistent one in Cloud Storage every 10 minutes.</source>
        <translation>8.750 TPU-v5p-Hosts, etwa stündlich unterbrochen: eine schnelle Checkpoint-Stufe im Hostspeicher, auf einen Nachbarknoten repliziert, alle 2 Minuten neben einer dauerhaften in Cloud Storage alle 10 Minuten.</translation>
    </message>
    <message>
        <source>Google Cloud N1 machines attach up to 4 T4 GPUs (GPU machine types, as of 2025-06)</source>
        <translation>Google-Cloud-N1-Maschinen nehmen bis zu 4 T4-GPUs auf (GPU-Maschinentypen, Stand 2025-06)</translation>
    </message>
    <message>
        <source>Google Cloud G2 machine types: up to 8 L4 GPUs (g2-standard-96), on PCIe (GPU machine types, as of 2025-06)</source>
        <translation>Google-Cloud-G2-Maschinentypen: bis zu 8 L4-GPUs (g2-standard-96), über PCIe (GPU-Maschinentypen, Stand 2025-06)</translation>
    </message>
    <message>
        <source>Google Cloud N1 machines attach up to 8 V100 GPUs, with NVLink (GPU machine types, as of 2025-06)</source>
        <translation>Google-Cloud-N1-Maschinen nehmen bis zu 8 V100-GPUs mit NVLink auf (GPU-Maschinentypen, Stand 2025-06)</translation>
    </message>
    <message>
        <source>Google Cloud a2-megagpu-16g: 16 A100 40 GB behind NVSwitch (GPU machine types, as of 2025-06)</source>
        <translation>Google Cloud a2-megagpu-16g: 16 A100 40 GB hinter NVSwitch (GPU-Maschinentypen, Stand 2025-06)</translation>
    </message>
    <message>
        <source>Google Cloud a2-ultragpu-8g: 8 A100 80 GB behind NVSwitch (GPU machine types, as of 2025-06)</source>
        <translation>Google Cloud a2-ultragpu-8g: 8 A100 80 GB hinter NVSwitch (GPU-Maschinentypen, Stand 2025-06)</translation>
    </message>
    <message>
        <source>Google Cloud a3-highgpu-8g: 8 H100 behind NVSwitch (GPU machine types, as of 2025-06)</source>
        <translation>Google Cloud a3-highgpu-8g: 8 H100 hinter NVSwitch (GPU-Maschinentypen, Stand 2025-06)</translation>
    </message>
    <message>
        <source>Google Cloud a3-ultragpu-8g: 8 H200 behind NVSwitch (GPU machine types, as of 2025-06)</source>
        <translation>Google Cloud a3-ultragpu-8g: 8 H200 hinter NVSwitch (GPU-Maschinentypen, Stand 2025-06)</translation>
    </message>
    <message>
        <source>Google Cloud a4-highgpu-8g: 8 B200 behind NVSwitch (GPU machine types, as of 2025-06)</source>
        <translation>Google Cloud a4-highgpu-8g: 8 B200 hinter NVSwitch (GPU-Maschinentypen, Stand 2025-06)</translation>
    </message>
    <message>
        <source>Cloud TPU v5e: 8 chips per host (ct5lp-hightpu-8t) (TPU v5e documentation, as of 2025-06)</source>
        <translation>Cloud TPU v5e: 8 Chips je Host (ct5lp-hightpu-8t) (TPU-v5e-Dokumentation, Stand 2025-06)</translation>
    </message>
    <message>
        <source>Cloud TPU v5p: 4 chips per host (TPU v5p documentation, as of 2025-06)</source>
        <translation>Cloud TPU v5p: 4 Chips je Host (TPU-v5p-Dokumentation, Stand 2025-06)</translation>
    </message>
    <message>
        <source>Cloud TPU v6e: 8 chips per host (ct6e-standard-8t) (TPU v6e documentation, as of 2025-06)</source>
        <translation>Cloud TPU v6e: 8 Chips je Host (ct6e-standard-8t) (TPU-v6e-Dokumentation, Stand 2025-06)</translation>
    </message>
    <message>
        <source>One replica serves %1 requests per second within its latency targets. How many replicas does a peak of %2 requests per second need?</source>
        <translation>Eine Replik bedient %1 Anfragen pro Sekunde innerhalb ihrer Latenzziele. Wie viele Repliken braucht eine Spitze von %2 Anfragen pro Sekunde?</translation>
    </message>
    <message>
        <source>No accelerator of the catalog serves this model within its targets: it fits nowhere, or no replica reaches the latency targets. A lower precision, a shorter context, a smaller batch or looser targets bring it within reach.</source>
        <translation>Kein Beschleuniger des Katalogs bedient dieses Modell innerhalb seiner Ziele: Es passt nirgends, oder kein Replikat erreicht die Latenzziele. Eine geringere Genauigkeit, ein kürzerer Kontext, ein kleinerer Batch oder lockerere Ziele machen es erreichbar.</translation>
    </message>
    <message>
        <source>The plan&apos;s accelerator cannot serve this model within its targets: it does not fit, or a replica misses a latency target. The costs view lists the accelerators that can.</source>
        <translation>Der Beschleuniger des Plans kann dieses Modell nicht innerhalb seiner Ziele bedienen: Es passt nicht, oder ein Replikat verfehlt ein Latenzziel. Die Kostenansicht listet die Beschleuniger, die es können.</translation>
    </message>
    <message>
        <source>The GPU walk&apos;s answers lead to another recommendation than the serving figures: the deployment needs a different scale, or latency is critical. The overview names the branch the figures give.</source>
        <translation>Die Antworten des GPU-Wegs führen zu einer anderen Empfehlung als die Serving-Zahlen: Die Bereitstellung braucht eine andere Größe, oder die Latenz ist kritisch. Die Übersicht nennt den Zweig, den die Zahlen ergeben.</translation>
    </message>
    <message>
        <source>%1 %2.</source>
        <translation>%1 %2.</translation>
    </message>
    <message>
        <source>%1: %2 What does the decision tree lead to?</source>
        <translation>%1: %2 Wohin führt der Entscheidungsbaum?</translation>
    </message>
    <message>
        <source>The workload is training or fine-tuning.</source>
        <translation>Die Arbeitslast ist Training oder Feinabstimmung.</translation>
    </message>
    <message>
        <source>The workload is inference.</source>
        <translation>Die Arbeitslast ist Inferenz.</translation>
    </message>
    <message>
        <source>The job fits one VM, or the model is small.</source>
        <translation>Der Job passt auf eine VM, oder das Modell ist klein.</translation>
    </message>
    <message>
        <source>The job is distributed over up to 4 VMs (32 GPUs).</source>
        <translation>Der Job ist auf bis zu 4 VMs (32 GPUs) verteilt.</translation>
    </message>
    <message>
        <source>The job is distributed over more than 4 VMs (32 GPUs).</source>
        <translation>Der Job ist auf mehr als 4 VMs (32 GPUs) verteilt.</translation>
    </message>
    <message>
        <source>The model is small or conventional.</source>
        <translation>Das Modell ist klein oder konventionell.</translation>
    </message>
    <message>
        <source>The model is a large transformer.</source>
        <translation>Das Modell ist ein großer Transformer.</translation>
    </message>
    <message>
        <source>Latency is not critical.</source>
        <translation>Die Latenz ist nicht kritisch.</translation>
    </message>
    <message>
        <source>Latency is critical.</source>
        <translation>Die Latenz ist kritisch.</translation>
    </message>
    <message>
        <source>The model is not a large transformer.</source>
        <translation>Das Modell ist kein großer Transformer.</translation>
    </message>
    <message>
        <source>Inference is served from a single GPU.</source>
        <translation>Die Inferenz läuft auf einer einzelnen GPU.</translation>
    </message>
    <message>
        <source>Inference is served from several GPUs in one VM.</source>
        <translation>Die Inferenz läuft auf mehreren GPUs in einer VM.</translation>
    </message>
    <message>
        <source>Inference is distributed over up to 4 VMs (32 GPUs).</source>
        <translation>Die Inferenz ist auf bis zu 4 VMs (32 GPUs) verteilt.</translation>
    </message>
    <message>
        <source>Inference is distributed over more than 4 VMs (32 GPUs).</source>
        <translation>Die Inferenz ist auf mehr als 4 VMs (32 GPUs) verteilt.</translation>
    </message>
    <message>
        <source>GPU or memory utilization is low.</source>
        <translation>Die GPU- oder Speicherauslastung ist niedrig.</translation>
    </message>
    <message>
        <source>The model struggles to fit.</source>
        <translation>Das Modell passt kaum in den Speicher.</translation>
    </message>
    <message>
        <source>The job is now fast enough.</source>
        <translation>Der Job ist jetzt schnell genug.</translation>
    </message>
    <message>
        <source>The job is still not fast enough.</source>
        <translation>Der Job ist noch nicht schnell genug.</translation>
    </message>
    <message>
        <source>The code can be updated or rewritten.</source>
        <translation>Der Code kann angepasst oder neu geschrieben werden.</translation>
    </message>
    <message>
        <source>The code cannot be rewritten.</source>
        <translation>Der Code kann nicht neu geschrieben werden.</translation>
    </message>
    <message>
        <source>The model does fit on the GPU.</source>
        <translation>Das Modell passt auf die GPU.</translation>
    </message>
    <message>
        <source>The model does not fit on the GPU.</source>
        <translation>Das Modell passt nicht auf die GPU.</translation>
    </message>
    <message>
        <source>Data loading is the bottleneck.</source>
        <translation>Das Laden der Daten ist der Engpass.</translation>
    </message>
    <message>
        <source>Data loading is not the bottleneck.</source>
        <translation>Das Laden der Daten ist nicht der Engpass.</translation>
    </message>
    <message>
        <source>GPU utilization is low.</source>
        <translation>Die GPU-Auslastung ist niedrig.</translation>
    </message>
    <message>
        <source>GPU utilization is not low.</source>
        <translation>Die GPU-Auslastung ist nicht niedrig.</translation>
    </message>
    <message>
        <source>Network latency is high.</source>
        <translation>Die Netzwerklatenz ist hoch.</translation>
    </message>
    <message>
        <source>Network latency is not high.</source>
        <translation>Die Netzwerklatenz ist nicht hoch.</translation>
    </message>
    <message>
        <source>Code updates are feasible.</source>
        <translation>Codeänderungen sind machbar.</translation>
    </message>
    <message>
        <source>Code updates are not feasible.</source>
        <translation>Codeänderungen sind nicht machbar.</translation>
    </message>
    <message>
        <source>Scheduling goodput is low.</source>
        <translation>Der Scheduling-Goodput ist niedrig.</translation>
    </message>
    <message>
        <source>Runtime goodput is low.</source>
        <translation>Der Laufzeit-Goodput ist niedrig.</translation>
    </message>
    <message>
        <source>Program goodput (MFU) is low.</source>
        <translation>Der Programm-Goodput (MFU) ist niedrig.</translation>
    </message>
    <message>
        <source>Stockouts keep resources unavailable.</source>
        <translation>Kapazitätsengpässe halten Ressourcen unverfügbar.</translation>
    </message>
    <message>
        <source>Rescheduling after interruptions is slow.</source>
        <translation>Das Neuplanen nach Unterbrechungen ist langsam.</translation>
    </message>
    <message>
        <source>Progress lost since the last checkpoint dominates runtime badput.</source>
        <translation>Seit dem letzten Checkpoint verlorener Fortschritt dominiert den Laufzeit-Badput.</translation>
    </message>
    <message>
        <source>Slow resumes dominate runtime badput.</source>
        <translation>Langsames Fortsetzen dominiert den Laufzeit-Badput.</translation>
    </message>
    <message>
        <source>Interruptions arrive with a SIGTERM warning.</source>
        <translation>Unterbrechungen kündigen sich mit SIGTERM an.</translation>
    </message>
    <message>
        <source>Interruptions are unwarned failures.</source>
        <translation>Unterbrechungen sind Ausfälle ohne Vorwarnung.</translation>
    </message>
    <message>
        <source>Complex computation blocks and long sequences limit MFU.</source>
        <translation>Komplexe Rechenblöcke und lange Sequenzen begrenzen die MFU.</translation>
    </message>
    <message>
        <source>Accelerator memory limits MFU: activations are recomputed.</source>
        <translation>Der Beschleunigerspeicher begrenzt die MFU: Aktivierungen werden neu berechnet.</translation>
    </message>
    <message>
        <source>Matrix multiplication throughput limits MFU.</source>
        <translation>Der Durchsatz der Matrixmultiplikation begrenzt die MFU.</translation>
    </message>
    <message>
        <source>“%1” leads to “%2”. Source: “%3”</source>
        <translation>„%1“ führt zu „%2“. Quelle: „%3“</translation>
    </message>
    <message>
        <source>The plan names no accelerator, and the GPU walk recommends none that fits the model&apos;s memory: it is priced on the cheapest that fits and meets the deadline, else on the soonest that fits. Choose one in the costs view to price another.</source>
        <translation>Der Plan nennt keinen Beschleuniger, und der GPU-Pfad empfiehlt keinen, in dessen Speicher das Modell passt: Er wird mit dem günstigsten berechnet, in den es passt und der die Frist einhält, sonst mit dem schnellsten, in den es passt. Wählen Sie in der Kostenansicht einen, um einen anderen zu berechnen.</translation>
    </message>
    <message>
        <source>The plan names no accelerator and the model fits none at the plan&apos;s count: its figures price one that cannot hold it. Shard the optimizer states and parameters, raise the tensor or pipeline degree, checkpoint activations or add nodes.</source>
        <translation>Der Plan nennt keinen Beschleuniger, und das Modell passt bei der Anzahl des Plans in keinen: Seine Zahlen berechnen einen, der es nicht aufnehmen kann. Teilen Sie Optimiererzustände und Parameter auf, erhöhen Sie den Tensor- oder Pipeline-Grad, speichern Sie Aktivierungen per Checkpointing oder fügen Sie Knoten hinzu.</translation>
    </message>
    <message>
        <source>not JSON (%1); skipped</source>
        <translation>kein JSON (%1); übersprungen</translation>
    </message>
    <message>
        <source>not a JSON object; skipped</source>
        <translation>kein JSON-Objekt; übersprungen</translation>
    </message>
    <message>
        <source>longer than %1 MiB; skipped without being read</source>
        <translation>länger als %1 MiB; ungelesen übersprungen</translation>
    </message>
    <message>
        <source>an entry longer than %1 MiB: the export is read up to it and no further</source>
        <translation>ein Eintrag länger als %1 MiB: der Export wird bis dorthin gelesen und nicht weiter</translation>
    </message>
    <message>
        <source>the JSON array breaks off (%1); the entries before it are measured</source>
        <translation>das JSON-Array bricht ab (%1); die Einträge davor werden gemessen</translation>
    </message>
    <message>
        <source>a time that is not a finite number of POSIX seconds; the entry is skipped</source>
        <translation>eine Zeit, die keine endliche Zahl von POSIX-Sekunden ist; der Eintrag wird übersprungen</translation>
    </message>
    <message>
        <source>the time %1, read in %2, lies outside 2000 to 2100; the entry is skipped</source>
        <translation>die Zeit %1, gelesen in %2, liegt außerhalb von 2000 bis 2100; der Eintrag wird übersprungen</translation>
    </message>
    <message>
        <source>the step %1 is not a whole number from 0 up; the entry is skipped</source>
        <translation>der Schritt %1 ist keine ganze Zahl ab 0; der Eintrag wird übersprungen</translation>
    </message>
    <message>
        <source>the step %1 is too large to be read exactly; the entry is skipped</source>
        <translation>der Schritt %1 ist zu groß, um genau gelesen zu werden; der Eintrag wird übersprungen</translation>
    </message>
    <message>
        <source>a checkpoint duration that is not a finite number of seconds; the entry is skipped</source>
        <translation>eine Checkpoint-Dauer, die keine endliche Zahl von Sekunden ist; der Eintrag wird übersprungen</translation>
    </message>
    <message>
        <source>unknown kind &apos;%1&apos;; skipped</source>
        <translation>unbekannte Art &apos;%1&apos;; übersprungen</translation>
    </message>
    <message>
        <source>the time &apos;%1&apos; is neither a number nor ISO-8601; skipped</source>
        <translation>die Zeit &apos;%1&apos; ist weder eine Zahl noch ISO-8601; übersprungen</translation>
    </message>
    <message>
        <source>a step that is not a number; skipped</source>
        <translation>ein Schritt, der keine Zahl ist; übersprungen</translation>
    </message>
    <message>
        <source>a checkpoint without its duration in seconds; skipped</source>
        <translation>ein Checkpoint ohne seine Dauer in Sekunden; übersprungen</translation>
    </message>
    <message>
        <source>a custom badput event without its type; skipped</source>
        <translation>ein eigenes Badput-Ereignis ohne seinen Typ; übersprungen</translation>
    </message>
    <message>
        <source>text between a quoted field&apos;s closing quote and the next comma; the row is skipped</source>
        <translation>Text zwischen dem schließenden Anführungszeichen eines Feldes und dem nächsten Komma; die Zeile wird übersprungen</translation>
    </message>
    <message>
        <source>a quote opened on this line is never closed; the rest of the file is skipped</source>
        <translation>ein in dieser Zeile geöffnetes Anführungszeichen wird nie geschlossen; der Rest der Datei wird übersprungen</translation>
    </message>
    <message>
        <source>the step %1 is beyond 2^53: read exactly here, but many JSON readers round such numbers</source>
        <translation>der Schritt %1 liegt über 2^53: hier genau gelesen, aber viele JSON-Leser runden solche Zahlen</translation>
    </message>
    <message>
        <source>%1 more lines with problems</source>
        <translation>%1 weitere Zeilen mit Problemen</translation>
    </message>
    <message>
        <source>job &apos;%1&apos;: %2 entries out of time order; measured in time order</source>
        <translation>Job &apos;%1&apos;: %2 Einträge nicht in zeitlicher Reihenfolge; in zeitlicher Reihenfolge gemessen</translation>
    </message>
    <message>
        <source>job &apos;%1&apos;: %2 identical entries logged twice (the same step at the same time); counted once</source>
        <translation>Job &apos;%1&apos;: %2 gleiche Einträge doppelt protokolliert (derselbe Schritt zur selben Zeit); einmal gezählt</translation>
    </message>
    <message>
        <source>the job logged no end: measured to its last entry</source>
        <translation>der Job hat kein Ende protokolliert: bis zu seinem letzten Eintrag gemessen</translation>
    </message>
    <message>
        <source>%1 could not be computed (%2 s); counted as 0</source>
        <translation>%1 konnte nicht berechnet werden (%2 s); als 0 gezählt</translation>
    </message>
    <message>
        <source>custom badput %1 could not be computed; counted as 0</source>
        <translation>eigenes Badput %1 konnte nicht berechnet werden; als 0 gezählt</translation>
    </message>
    <message>
        <source>no step took a second or more: no ideal step time (the library leaves shorter steps out)</source>
        <translation>kein Schritt dauerte eine Sekunde oder länger: keine ideale Schrittzeit (die Bibliothek lässt kürzere Schritte aus)</translation>
    </message>
    <message>
        <source>a checkpoint of %1 s, longer than the %2 s measured of the whole job; left out</source>
        <translation>ein Checkpoint von %1 s, länger als die gemessenen %2 s des ganzen Jobs; ausgelassen</translation>
    </message>
    <message>
        <source>no entry has a time from 2000 to 2100: the first is %1, read in %2</source>
        <translation>kein Eintrag hat eine Zeit von 2000 bis 2100: der erste ist %1, gelesen in %2</translation>
    </message>
    <message>
        <source>the first line is longer than %1 MiB or opens a quote it never closes: no CSV header</source>
        <translation>die erste Zeile ist länger als %1 MiB oder öffnet ein nie geschlossenes Anführungszeichen: keine CSV-Kopfzeile</translation>
    </message>
    <message>
        <source>its entries would take more than %1 MB of memory: twice the size of what was read, and at most 1 GB</source>
        <translation>seine Einträge würden mehr als %1 MB Speicher belegen: das Doppelte des Gelesenen und höchstens 1 GB</translation>
    </message>
    <message>
        <source>more than %1 different job names</source>
        <translation>mehr als %1 verschiedene Jobnamen</translation>
    </message>
    <message>
        <source>more than %1 different custom badput types</source>
        <translation>mehr als %1 verschiedene eigene Badput-Typen</translation>
    </message>
    <message>
        <source>%1 of the log&apos;s values are implausible (times outside 2000 to 2100, steps that are not whole numbers or beyond 2^53, checkpoints longer than the job, lines beyond the limit): the plan is fitted to it only when that is confirmed</source>
        <translation>%1 Werte des Protokolls sind unplausibel (Zeiten außerhalb von 2000 bis 2100, Schritte, die keine ganzen Zahlen sind oder über 2^53 liegen, Checkpoints länger als der Job, Zeilen über der Grenze): der Plan wird nur nach Bestätigung daran angepasst</translation>
    </message>
    <message>
        <source>seconds</source>
        <translation>Sekunden</translation>
    </message>
    <message>
        <source>milliseconds</source>
        <translation>Millisekunden</translation>
    </message>
    <message>
        <source>microseconds</source>
        <translation>Mikrosekunden</translation>
    </message>
    <message>
        <source>nanoseconds</source>
        <translation>Nanosekunden</translation>
    </message>
    <message>
        <source>%1; its number looks like %2: read the log&apos;s times in %2</source>
        <translation>%1; seine Zahl sieht nach %2 aus: lesen Sie die Zeiten des Protokolls in %2</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>Zeile %1: %2</translation>
    </message>
    <message>
        <source>%1 cannot be measured: %2</source>
        <translation>%1 kann nicht gemessen werden: %2</translation>
    </message>
    <message>
        <source>How often the hot-spare pool is empty is simulated for this plan within a time budget, and what is left uncertain could move scheduling goodput by more than a point. The Monte Carlo in the simulation tab gives the figure with its spread.</source>
        <translation>Wie oft der Pool der Hot Spares leer ist, wird für diesen Plan in einem Zeitbudget simuliert, und die verbleibende Unsicherheit könnte den Scheduling-Goodput um mehr als einen Punkt verschieben. Die Monte-Carlo-Simulation im Simulations-Tab gibt den Wert mit seiner Streuung.</translation>
    </message>
    <message>
        <source>%1 is not a key of this file. Check its spelling.</source>
        <translation>%1 ist kein Schlüssel dieser Datei. Prüfen Sie die Schreibweise.</translation>
    </message>
    <message>
        <source>%1 is below the lowest price accepted, $0.001 per accelerator-hour: a price that small would rank this accelerator as good as free.</source>
        <translation>%1 liegt unter dem niedrigsten angenommenen Preis von 0,001 $ je Beschleunigerstunde: ein so kleiner Preis würde diesen Beschleuniger als praktisch kostenlos einstufen.</translation>
    </message>
    <message>
        <source>%1 is not a key of this file: it was ignored. Check its spelling.</source>
        <translation>%1 ist kein Schlüssel dieser Datei: er wurde ignoriert. Prüfen Sie die Schreibweise.</translation>
    </message>
    <message>
        <source>beyond T4 and L4</source>
        <translation>über T4 und L4 hinaus</translation>
    </message>
    <message>
        <source>%1 (%2 billion parameters, %3 layers, %4 key-value heads of dimension %5)</source>
        <translation>%1 (%2 Milliarden Parameter, %3 Schichten, %4 Key-Value-Heads der Dimension %5)</translation>
    </message>
    <message>
        <source>%1 is served in %2 (bytes per weight: %3; per cached value: %4). How many GB (10^9 bytes) do its weights and the KV cache of %5 sequences of %6 tokens take together?</source>
        <translation>%1 wird in %2 betrieben (Bytes pro Gewicht: %3; pro zwischengespeichertem Wert: %4). Wie viele GB (10^9 Bytes) belegen seine Gewichte und der KV-Cache von %5 Sequenzen zu %6 Tokens zusammen?</translation>
    </message>
    <message>
        <source>%1 is served in %2 (bytes per weight: %3; per cached value: %4) on H100 80 GB, %5 sequences of %6 tokens at a time, the runtime keeping 10 % of each accelerator&apos;s memory and a replica taking 1, 2, 4 or 8 of one VM&apos;s accelerators (tensor parallel). How many accelerators does a replica need, at the fewest?</source>
        <translation>%1 wird in %2 (Bytes pro Gewicht: %3; pro zwischengespeichertem Wert: %4) auf H100 80 GB betrieben, %5 Sequenzen zu %6 Tokens gleichzeitig; die Laufzeitumgebung behält 10 % des Speichers jedes Beschleunigers, und ein Replikat nimmt 1, 2, 4 oder 8 Beschleuniger einer VM (Tensor-Parallelität). Wie viele Beschleuniger braucht ein Replikat mindestens?</translation>
    </message>
    <message>
        <source>%1: %2 At “%3” the answer is “%4”. What comes next?</source>
        <translation>%1: %2 Bei „%3“ lautet die Antwort „%4“. Was kommt als Nächstes?</translation>
    </message>
    <message>
        <source>A training run of a fixed amount of compute moves from 8 to %1 nodes with the same per-node failure rate, and so finishes sooner in proportion. About how many times more accelerator-hours do interruptions cost over the whole run?</source>
        <translation>Ein Trainingslauf mit fester Rechenmenge wechselt bei gleicher Ausfallrate pro Knoten von 8 auf %1 Knoten und ist daher entsprechend früher fertig. Etwa wie viel Mal mehr Beschleunigerstunden kosten Unterbrechungen über den ganzen Lauf?</translation>
    </message>
    <message>
        <source>Illustrative: N1 machines&apos; network, about 10 Gbps for a 4-vCPU machine per card (Compute Engine network bandwidth page); confirm; as of 2025-06</source>
        <translation>Zur Veranschaulichung: N1 machines&apos; network, about 10 Gbps for a 4-vCPU machine per card (Compute Engine network bandwidth page); bitte prüfen; Stand 2025-06</translation>
    </message>
    <message>
        <source>PCIe Gen3 x16, 16 GB/s each way (NVIDIA T4 datasheet); 4 cards per N1 machine, no GPU link between them; as of 2025-06</source>
        <translation>PCIe Gen3 x16, 16 GB/s je Richtung (NVIDIA T4 datasheet); 4 cards per N1 machine, no GPU link between them; Stand 2025-06</translation>
    </message>
    <message>
        <source>Google Cloud G2: g2-standard-96 has 100 Gbps of network for 8 L4, 12.5 Gbps each (Compute Engine network bandwidth page); as of 2025-06</source>
        <translation>Google Cloud G2: g2-standard-96 has 100 Gbps of network for 8 L4, 12.5 Gbps each (Compute Engine network bandwidth page); Stand 2025-06</translation>
    </message>
    <message>
        <source>PCIe Gen4 x16, 32 GB/s each way (NVIDIA L4 datasheet); 8 cards per g2-standard-96, no GPU link between them; as of 2025-06</source>
        <translation>PCIe Gen4 x16, 32 GB/s je Richtung (NVIDIA L4 datasheet); 8 cards per g2-standard-96, no GPU link between them; Stand 2025-06</translation>
    </message>
    <message>
        <source>Illustrative: N1 machines with 8 V100 have up to 100 Gbps of network, 12.5 Gbps per GPU (Compute Engine network bandwidth page); as of 2025-06</source>
        <translation>Zur Veranschaulichung: N1 machines with 8 V100 have up to 100 Gbps of network, 12.5 Gbps pro GPU (Compute Engine network bandwidth page); Stand 2025-06</translation>
    </message>
    <message>
        <source>NVLink 300 GB/s both ways, 150 each way (NVIDIA V100 datasheet); 8 GPUs per N1 machine; as of 2025-06</source>
        <translation>NVLink 300 GB/s in beide Richtungen, 150 je Richtung (NVIDIA V100 datasheet); 8 GPUs per N1 machine; Stand 2025-06</translation>
    </message>
    <message>
        <source>Google Cloud A2: 100 Gbps of network per machine, 6.25 Gbps per GPU of a2-megagpu-16g (Compute Engine network bandwidth page); as of 2025-06</source>
        <translation>Google Cloud A2: 100 Gbps of network pro Maschine, 6.25 Gbps pro GPU of a2-megagpu-16g (Compute Engine network bandwidth page); Stand 2025-06</translation>
    </message>
    <message>
        <source>NVLink 600 GB/s both ways, 300 each way (NVIDIA A100 datasheet); 16 GPUs behind NVSwitch in a2-megagpu-16g; as of 2025-06</source>
        <translation>NVLink 600 GB/s in beide Richtungen, 300 je Richtung (NVIDIA A100 datasheet); 16 GPUs behind NVSwitch in a2-megagpu-16g; Stand 2025-06</translation>
    </message>
    <message>
        <source>Google Cloud A2 Ultra: 100 Gbps of network per machine, 12.5 Gbps per GPU (Compute Engine network bandwidth page); as of 2025-06</source>
        <translation>Google Cloud A2 Ultra: 100 Gbps of network pro Maschine, 12.5 Gbps pro GPU (Compute Engine network bandwidth page); Stand 2025-06</translation>
    </message>
    <message>
        <source>NVLink 600 GB/s both ways, 300 each way (NVIDIA A100 datasheet); 8 GPUs behind NVSwitch in a2-ultragpu-8g; as of 2025-06</source>
        <translation>NVLink 600 GB/s in beide Richtungen, 300 je Richtung (NVIDIA A100 datasheet); 8 GPUs behind NVSwitch in a2-ultragpu-8g; Stand 2025-06</translation>
    </message>
    <message>
        <source>Google Cloud A3 High: GPUDirect-TCPX, 4 NICs of 200 Gbps for 8 GPUs, 100 Gbps (12.5 GB/s) per GPU (A3 machine series documentation); as of 2025-06</source>
        <translation>Google Cloud A3 High: GPUDirect-TCPX, 4 NICs of 200 Gbps for 8 GPUs, 100 Gbps (12.5 GB/s) pro GPU (A3 machine series documentation); Stand 2025-06</translation>
    </message>
    <message>
        <source>NVLink 900 GB/s both ways, 450 each way (NVIDIA H100 datasheet); 8 GPUs behind NVSwitch in a3-highgpu-8g; as of 2025-06</source>
        <translation>NVLink 900 GB/s in beide Richtungen, 450 je Richtung (NVIDIA H100 datasheet); 8 GPUs behind NVSwitch in a3-highgpu-8g; Stand 2025-06</translation>
    </message>
    <message>
        <source>Google Cloud A3 Ultra: 8 ConnectX-7 NICs of 400 Gbps, 3,200 Gbps per machine, 50 GB/s per GPU (A3 machine series documentation); as of 2025-06</source>
        <translation>Google Cloud A3 Ultra: 8 ConnectX-7 NICs of 400 Gbps, 3,200 Gbps pro Maschine, 50 GB/s pro GPU (A3 machine series documentation); Stand 2025-06</translation>
    </message>
    <message>
        <source>NVLink 900 GB/s both ways, 450 each way (NVIDIA H200 datasheet); 8 GPUs behind NVSwitch in a3-ultragpu-8g; as of 2025-06</source>
        <translation>NVLink 900 GB/s in beide Richtungen, 450 je Richtung (NVIDIA H200 datasheet); 8 GPUs behind NVSwitch in a3-ultragpu-8g; Stand 2025-06</translation>
    </message>
    <message>
        <source>Google Cloud A4: 8 NICs of 400 Gbps, 3,200 Gbps per machine, 50 GB/s per GPU (A4 machine series documentation); as of 2025-06</source>
        <translation>Google Cloud A4: 8 NICs of 400 Gbps, 3,200 Gbps pro Maschine, 50 GB/s pro GPU (A4 machine series documentation); Stand 2025-06</translation>
    </message>
    <message>
        <source>NVLink 5, 1.8 TB/s both ways, 900 GB/s each way (NVIDIA HGX B200 specifications); 8 GPUs per a4-highgpu-8g; as of 2025-06</source>
        <translation>NVLink 5, 1.8 TB/s in beide Richtungen, 900 GB/s je Richtung (NVIDIA HGX B200 specifications); 8 GPUs per a4-highgpu-8g; Stand 2025-06</translation>
    </message>
    <message>
        <source>Illustrative: data-centre network (DCN) between slices for Multislice, 200 Gbps per 8-chip host, 3.125 GB/s per chip (Cloud TPU Multislice documentation); confirm; as of 2025-06</source>
        <translation>Zur Veranschaulichung: data-centre network (DCN) between slices for Multislice, 200 Gbps per 8-chip host, 3.125 GB/s pro Chip (Cloud TPU Multislice documentation); bitte prüfen; Stand 2025-06</translation>
    </message>
    <message>
        <source>ICI 1,600 Gbps per chip, 100 GB/s each way; one slice of at most 256 chips is the ICI domain (Cloud TPU v5e documentation); as of 2025-06</source>
        <translation>ICI 1,600 Gbps pro Chip, 100 GB/s je Richtung; one slice of at most 256 chips is the ICI domain (Cloud TPU v5e documentation); Stand 2025-06</translation>
    </message>
    <message>
        <source>Illustrative: DCN between slices, 200 Gbps per 4-chip host, 6.25 GB/s per chip (Cloud TPU Multislice documentation); confirm; as of 2025-06</source>
        <translation>Zur Veranschaulichung: DCN between slices, 200 Gbps per 4-chip host, 6.25 GB/s pro Chip (Cloud TPU Multislice documentation); bitte prüfen; Stand 2025-06</translation>
    </message>
    <message>
        <source>ICI 4,800 Gbps per chip, 300 GB/s each way; a slice of up to 8,960 chips is the ICI domain (Cloud TPU v5p documentation); as of 2025-06</source>
        <translation>ICI 4,800 Gbps pro Chip, 300 GB/s je Richtung; a slice of up to 8,960 chips is the ICI domain (Cloud TPU v5p documentation); Stand 2025-06</translation>
    </message>
    <message>
        <source>Illustrative: DCN between slices for Multislice, 200 Gbps per 8-chip host, 3.125 GB/s per chip (Cloud TPU Multislice documentation); confirm; as of 2025-06</source>
        <translation>Zur Veranschaulichung: DCN between slices for Multislice, 200 Gbps per 8-chip host, 3.125 GB/s pro Chip (Cloud TPU Multislice documentation); bitte prüfen; Stand 2025-06</translation>
    </message>
    <message>
        <source>ICI 3,200 Gbps per chip, 200 GB/s each way; one slice of at most 256 chips is the ICI domain (Cloud TPU v6e documentation); as of 2025-06</source>
        <translation>ICI 3,200 Gbps pro Chip, 200 GB/s je Richtung; one slice of at most 256 chips is the ICI domain (Cloud TPU v6e documentation); Stand 2025-06</translation>
    </message>
    <message>
        <source>Multislice: pods of 256 chips (Cloud TPU v6e documentation) joined over the data-centre network; Google Cloud&apos;s &apos;Introducing Trillium&apos; (2024-05) states that Trillium scales to hundreds of pods, tens of thousands of chips: 100 pods, 25,600 chips, taken as the largest job; the step model takes the slices as data parallel over DCN; as of 2024-05</source>
        <translation>Multislice: Pods von 256 Chips (Cloud-TPU-v6e-Dokumentation), über das Rechenzentrumsnetz verbunden; laut Google Clouds „Introducing Trillium“ (2024-05) skaliert Trillium auf Hunderte von Pods mit Zehntausenden Chips: 100 Pods, 25.600 Chips, als größter Job angenommen; das Schrittmodell behandelt die Slices als Datenparallelität über DCN; Stand 2024-05</translation>
    </message>
    <message>
        <source>NVIDIA HGX B200 specifications, per GPU: 2.25 PFLOPS BF16 dense, 4.5 PFLOPS FP8 dense, 9 PFLOPS FP4 dense (18 sparse), 180 GB HBM3e at 7.7 TB/s, NVLink 1.8 TB/s, about 1,000 W</source>
        <translation>NVIDIA-HGX-B200-Spezifikationen, je GPU: 2,25 PFLOPS BF16 dicht, 4,5 PFLOPS FP8 dicht, 9 PFLOPS FP4 dicht (18 dünnbesetzt), 180 GB HBM3e mit 7,7 TB/s, NVLink 1,8 TB/s, etwa 1.000 W</translation>
    </message>
    <message>
        <source>on demand</source>
        <translation>auf On-Demand-Basis</translation>
    </message>
    <message>
        <source>on Spot</source>
        <translation>auf Spot</translation>
    </message>
    <message>
        <source>with DWS flex-start</source>
        <translation>mit DWS Flex-Start</translation>
    </message>
    <message>
        <source>with DWS calendar mode</source>
        <translation>im DWS-Calendar-Modus</translation>
    </message>
    <message>
        <source>on a 1-year commitment</source>
        <translation>mit 1-Jahres-Zusage</translation>
    </message>
    <message>
        <source>on a 3-year commitment</source>
        <translation>mit 3-Jahres-Zusage</translation>
    </message>
    <message>
        <source>%1 × %2 %3</source>
        <translation>%1 × %2 %3</translation>
    </message>
    <message>
        <source>Nothing meets the deadline of %1 days with %2 % confidence. Nearest: %3, %4 % likely in time; a deadline of %5 days would admit it at that confidence.</source>
        <translation>Nichts hält die Frist von %1 Tagen mit %2 % Konfidenz ein. Am nächsten: %3, zu %4 % rechtzeitig; eine Frist von %5 Tagen würde es mit dieser Konfidenz zulassen.</translation>
    </message>
    <message>
        <source>Nothing meets the deadline of %1 days. Nearest: %2, %3 days expected; a deadline of %3 days, a shorter run or rarer interruptions would admit it.</source>
        <translation>Nichts hält die Frist von %1 Tagen ein. Am nächsten: %2, erwartet %3 Tage; eine Frist von %3 Tagen, ein kürzerer Lauf oder seltenere Unterbrechungen würden es zulassen.</translation>
    </message>
    <message>
        <source>Nothing meets the deadline of %1 days: it would need more accelerators than any accelerator&apos;s largest job. A later deadline or a shorter run would admit one.</source>
        <translation>Nichts hält die Frist von %1 Tagen ein: Dazu wären mehr Beschleuniger nötig, als der größte Job eines Beschleunigers erlaubt. Eine spätere Frist oder ein kürzerer Lauf würde einen zulassen.</translation>
    </message>
    <message>
        <source>The deadline would need more accelerators than its largest job.</source>
        <translation>Die Frist bräuchte mehr Beschleuniger, als sein größter Job erlaubt.</translation>
    </message>
    <message>
        <source>At best %1 days, beyond the deadline of %2 days.</source>
        <translation>Bestenfalls %1 Tage, über der Frist von %2 Tagen.</translation>
    </message>
    <message>
        <source>No count meets the deadline of %1 days.</source>
        <translation>Keine Anzahl hält die Frist von %1 Tagen ein.</translation>
    </message>
    <message>
        <source>At most %1 % likely to meet the deadline, below the %2 % required.</source>
        <translation>Hält die Frist höchstens mit %1 % Wahrscheinlichkeit ein, unter den geforderten %2 %.</translation>
    </message>
    <message>
        <source>Llama 3 405B with in-job restart</source>
        <translation>Llama 3 405B mit Neustart im Job</translation>
    </message>
    <message>
        <source>The Llama 3 run above with its failures and maintenance recovered inside the job: a minute to detect the loss and a minute to restart the ranks around a spare, without rescheduling.</source>
        <translation>Der Llama-3-Lauf oben, dessen Ausfälle und Wartungen im Job behoben werden: eine Minute, um den Verlust zu erkennen, und eine Minute, um die Ranks um eine Reserve neu zu starten, ohne Neuplanung.</translation>
    </message>
    <message>
        <source>The job waits for a failed node&apos;s replacement</source>
        <translation>Der Job wartet auf den Ersatz eines ausgefallenen Knotens</translation>
    </message>
    <message>
        <source>The job stops while a failed node is replaced.</source>
        <translation>Der Job steht, während ein ausgefallener Knoten ersetzt wird.</translation>
    </message>
    <message>
        <source>Every failure restarts the whole job</source>
        <translation>Jeder Ausfall startet den ganzen Job neu</translation>
    </message>
    <message>
        <source>Every failure reschedules and restarts the whole job.</source>
        <translation>Jeder Ausfall plant den ganzen Job neu ein und startet ihn neu.</translation>
    </message>
    <message>
        <source>Slow nodes (stragglers) hold back every step</source>
        <translation>Langsame Knoten (Nachzügler) bremsen jeden Schritt</translation>
    </message>
    <message>
        <source>Slow nodes hold back the synchronous steps.</source>
        <translation>Langsame Knoten bremsen die synchronen Schritte.</translation>
    </message>
    <message>
        <source>Restart failed nodes inside the job (nvidia-resiliency-ext, torchft)</source>
        <translation>Ausgefallene Knoten innerhalb des Jobs neu starten (nvidia-resiliency-ext, torchft)</translation>
    </message>
    <message>
        <source>The healthy ranks stay and the job restarts around a spare or a smaller group in about a minute, without rescheduling or pulling its image, where a full restart takes ten minutes or more.</source>
        <translation>Die gesunden Ranks bleiben, und der Job startet in etwa einer Minute um einen Ersatz oder eine kleinere Gruppe herum neu, ohne Neueinplanung und ohne sein Image zu laden; ein vollständiger Neustart dauert zehn Minuten oder länger.</translation>
    </message>
    <message>
        <source>The work since the last checkpoint is still lost: keep the checkpoint interval at its optimum.</source>
        <translation>Die Arbeit seit dem letzten Checkpoint geht trotzdem verloren: Halten Sie das Checkpoint-Intervall beim Optimum.</translation>
    </message>
    <message>
        <source>A Spot preemption takes the capacity itself and still restarts the whole job.</source>
        <translation>Eine Spot-Unterbrechung nimmt die Kapazität selbst und startet weiterhin den ganzen Job neu.</translation>
    </message>
    <message>
        <source>Train elastically: shrink the data-parallel group while a node is replaced</source>
        <translation>Elastisch trainieren: die datenparallele Gruppe verkleinern, während ein Knoten ersetzt wird</translation>
    </message>
    <message>
        <source>With in-job restart, the job goes on with one data-parallel replica fewer instead of waiting for the lost node&apos;s replacement, then grows back with a short pause.</source>
        <translation>Mit Neustart im Job läuft der Job mit einem datenparallelen Replikat weniger weiter, statt auf den Ersatz des verlorenen Knotens zu warten, und wächst dann mit einer kurzen Pause wieder.</translation>
    </message>
    <message>
        <source>The shrunk job runs at (d - 1) / d of its throughput: with few replicas the loss is large.</source>
        <translation>Der verkleinerte Job läuft mit (d - 1) / d seines Durchsatzes: Bei wenigen Replikaten ist der Verlust groß.</translation>
    </message>
    <message>
        <source>The batch per replica or the learning-rate schedule must tolerate a changing group.</source>
        <translation>Der Batch pro Replikat oder der Lernratenplan muss eine wechselnde Gruppe vertragen.</translation>
    </message>
    <message>
        <source>Detect and evict stragglers automatically (nvidia-resiliency-ext)</source>
        <translation>Nachzügler automatisch erkennen und entfernen (nvidia-resiliency-ext)</translation>
    </message>
    <message>
        <source>A synchronous step waits for its slowest rank: comparing each rank&apos;s step time with its peers&apos; finds a slow node within minutes, where people notice it after hours.</source>
        <translation>Ein synchroner Schritt wartet auf seinen langsamsten Rank: Der Vergleich der Schrittzeit jedes Ranks mit der seiner Nachbarn findet einen langsamen Knoten in Minuten, wo Menschen ihn erst nach Stunden bemerken.</translation>
    </message>
    <message>
        <source>Evicting a node costs a restart: the detection&apos;s thresholds must not evict for noise.</source>
        <translation>Das Entfernen eines Knotens kostet einen Neustart: Die Schwellen der Erkennung dürfen nicht wegen Rauschen entfernen.</translation>
    </message>
    <message>
        <source>%1 s of waiting after each lost slice, over %2 elastic waits</source>
        <translation>%1 s Warten nach jedem verlorenen Slice, über %2 elastische Wartezeiten</translation>
    </message>
    <message>
        <source>%1 s per elastic re-initialization, over %2</source>
        <translation>%1 s je elastischer Neuinitialisierung, über %2</translation>
    </message>
    <message>
        <source>%1 s of waiting to scale up, over %2 waits, and %3 s to re-initialize</source>
        <translation>%1 s Warten auf das Hochskalieren, über %2 Wartezeiten, und %3 s für die Neuinitialisierung</translation>
    </message>
    <message>
        <source>%1 GB of weights and cache (and %2 GB of activations) against 72 GB usable per H100: a replica of %3 holds %4 GB.</source>
        <translation>%1 GB Gewichte und Cache (und %2 GB Aktivierungen) gegen 72 GB nutzbar je H100: ein Replikat aus %3 fasst %4 GB.</translation>
    </message>
    <message>
        <source>a slice count of %1, not a whole number of slices from 0 to a million; the entry is skipped</source>
        <translation>eine Slice-Anzahl von %1, keine ganze Zahl von Slices zwischen 0 und einer Million; der Eintrag wird übersprungen</translation>
    </message>
    <message>
        <source>The graph has no node.</source>
        <translation>Der Graph hat keinen Knoten.</translation>
    </message>
    <message>
        <source>The start, &apos;%3&apos;, is not a node of the graph.</source>
        <translation>Der Start „%3“ ist kein Knoten des Graphen.</translation>
    </message>
    <message>
        <source>Two nodes are called &apos;%1&apos;.</source>
        <translation>Zwei Knoten heißen „%1“.</translation>
    </message>
    <message>
        <source>Node &apos;%1&apos; has two answers called &apos;%2&apos;.</source>
        <translation>Knoten „%1“ hat zwei Antworten namens „%2“.</translation>
    </message>
    <message>
        <source>Node &apos;%1&apos; has an empty %3.</source>
        <translation>Knoten „%1“ hat ein leeres Feld: %3.</translation>
    </message>
    <message>
        <source>Node &apos;%1&apos;: the %3 is longer than its limit.</source>
        <translation>Knoten „%1“: Das Feld %3 ist länger als erlaubt.</translation>
    </message>
    <message>
        <source>Question &apos;%1&apos; needs at least two answers; it has %3.</source>
        <translation>Frage „%1“ braucht mindestens zwei Antworten; sie hat %3.</translation>
    </message>
    <message>
        <source>Action &apos;%1&apos; leads on by exactly one answer; it has %3.</source>
        <translation>Aktion „%1“ führt mit genau einer Antwort weiter; sie hat %3.</translation>
    </message>
    <message>
        <source>Node &apos;%1&apos; ends the walk but has answers.</source>
        <translation>Knoten „%1“ beendet den Weg, hat aber Antworten.</translation>
    </message>
    <message>
        <source>Answer &apos;%2&apos; of node &apos;%1&apos; leads nowhere.</source>
        <translation>Antwort „%2“ von Knoten „%1“ führt nirgendwohin.</translation>
    </message>
    <message>
        <source>Answer &apos;%2&apos; of node &apos;%1&apos; leads to &apos;%3&apos;, which is not a node.</source>
        <translation>Antwort „%2“ von Knoten „%1“ führt zu „%3“, das kein Knoten ist.</translation>
    </message>
    <message>
        <source>Question &apos;%1&apos; offers two answers labelled &apos;%3&apos;.</source>
        <translation>Frage „%1“ bietet zwei Antworten mit der Beschriftung „%3“.</translation>
    </message>
    <message>
        <source>The condition of answer &apos;%2&apos; of node &apos;%1&apos; cannot be read: %3.</source>
        <translation>Die Bedingung von Antwort „%2“ an Knoten „%1“ ist nicht lesbar: %3.</translation>
    </message>
    <message>
        <source>No walk from the start reaches node &apos;%1&apos;.</source>
        <translation>Kein Weg vom Start erreicht Knoten „%1“.</translation>
    </message>
    <message>
        <source>A loop through node &apos;%1&apos; passes through no question: a walk could never leave it.</source>
        <translation>Eine Schleife durch Knoten „%1“ führt über keine Frage: Ein Weg käme nie aus ihr heraus.</translation>
    </message>
    <message>
        <source>%1: the condition cannot be read.</source>
        <translation>%1: Die Bedingung ist nicht lesbar.</translation>
    </message>
    <message>
        <source>%1 holds markup or control characters: a decision graph&apos;s texts are plain text.</source>
        <translation>%1 enthält Markup oder Steuerzeichen: Die Texte eines Entscheidungsgraphen sind reiner Text.</translation>
    </message>
    <message>
        <source>%1 has problems to fix before it can be walked, studied or printed.</source>
        <translation>%1 hat Probleme, die behoben werden müssen, bevor er durchlaufen, geübt oder gedruckt werden kann.</translation>
    </message>
    <message>
        <source>number</source>
        <translation>Zahl</translation>
    </message>
    <message>
        <source>truth value</source>
        <translation>Wahrheitswert</translation>
    </message>
    <message>
        <source>text</source>
        <translation>Text</translation>
    </message>
    <message>
        <source>longer than %1 characters</source>
        <translation>länger als %1 Zeichen</translation>
    </message>
    <message>
        <source>The walk of %1 comes from the graph pack %2 %3, which is not in use: its answers are kept and shown again when the pack is.</source>
        <translation>Der Weg durch %1 stammt aus dem Graphpaket %2 %3, das nicht verwendet wird: Seine Antworten bleiben erhalten und werden wieder gezeigt, sobald das Paket verwendet wird.</translation>
    </message>
    <message>
        <source>The walk of %1 was made with the graph pack %2 %3; %4 is in use: the answers that still fit are kept.</source>
        <translation>Der Weg durch %1 wurde mit dem Graphpaket %2 %3 erstellt; verwendet wird %4: Die Antworten, die noch passen, bleiben erhalten.</translation>
    </message>
    <message>
        <source>%1 Gotcha: %2</source>
        <translation>%1 Fallstrick: %2</translation>
    </message>
    <message>
        <source>“%1” leads to “%2”.</source>
        <translation>„%1“ führt zu „%2“.</translation>
    </message>
    <message>
        <source>The hot spares: %1 holds no idle nodes for a job; it relaunches the job instead.</source>
        <translation>Die Hot Spares: %1 hält für einen Job keine freien Knoten bereit, sondern startet den Job neu.</translation>
    </message>
    <message>
        <source>On-demand</source>
        <translation>On-Demand</translation>
    </message>
    <message>
        <source>Spot</source>
        <translation>Spot</translation>
    </message>
    <message>
        <source>DWS flex-start</source>
        <translation>DWS Flex-Start</translation>
    </message>
    <message>
        <source>DWS calendar mode</source>
        <translation>DWS-Kalendermodus</translation>
    </message>
    <message>
        <source>A 1-year reservation</source>
        <translation>Eine 1-Jahres-Reservierung</translation>
    </message>
    <message>
        <source>A 3-year reservation</source>
        <translation>Eine 3-Jahres-Reservierung</translation>
    </message>
    <message>
        <source>%1 provisioning: %2 takes nodes from the cluster it runs on, not from the cloud&apos;s offers.</source>
        <translation>Bereitstellung %1: %2 nimmt Knoten aus dem Cluster, auf dem es läuft, nicht aus den Angeboten der Cloud.</translation>
    </message>
    <message>
        <source>The %1 has no GKE node label known to this catalog: the pods ask for the accelerators without choosing the node type.</source>
        <translation>Für die %1 kennt dieser Katalog kein GKE-Knotenlabel: Die Pods fordern die Beschleuniger an, ohne den Knotentyp zu wählen.</translation>
    </message>
    <message>
        <source>The machine type: no machine of the %1 has %2 of them. The node pool decides it.</source>
        <translation>Der Maschinentyp: Keine Maschine der %1 hat %2 davon. Der Knotenpool entscheidet.</translation>
    </message>
    <message>
        <source>The reservation: a SkyPilot task cannot name one. Add its name to gcp.specific_reservations in SkyPilot&apos;s configuration.</source>
        <translation>Die Reservierung: Ein SkyPilot-Task kann keine nennen. Tragen Sie ihren Namen in gcp.specific_reservations der SkyPilot-Konfiguration ein.</translation>
    </message>
    <message>
        <source>The %1 has no GRES type known to this catalog: the script asks for %2 GPUs a node of any type.</source>
        <translation>Für die %1 kennt dieser Katalog keinen GRES-Typ: Das Skript fordert %2 GPUs je Knoten beliebigen Typs an.</translation>
    </message>
    <message>
        <source>%1 cannot be read as YAML.</source>
        <translation>%1 kann nicht als YAML gelesen werden.</translation>
    </message>
    <message>
        <source>%1 is neither a SkyPilot task nor a JobSet.</source>
        <translation>%1 ist weder ein SkyPilot-Task noch ein JobSet.</translation>
    </message>
    <message>
        <source>%1 has no training job to deploy.</source>
        <translation>%1 hat keinen Trainingsjob, der bereitgestellt werden kann.</translation>
    </message>
    <message>
        <source>%1 exists already.</source>
        <translation>%1 existiert bereits.</translation>
    </message>
    <message>
        <source>%1 cannot be written.</source>
        <translation>%1 kann nicht geschrieben werden.</translation>
    </message>
    <message>
        <source>GKE: the cloud.google.com/gke-accelerator node label and the machine types of each GPU (GKE &quot;Run GPUs in Standard node pools&quot; and Compute Engine &quot;GPU machine types&quot;); SkyPilot: the accelerator&apos;s name in `sky show-gpus`; Slurm: the GRES type most sites configure (a site&apos;s gres.conf may name it otherwise); as of 2025-06</source>
        <translation>GKE: das Knotenlabel cloud.google.com/gke-accelerator und die Maschinentypen jeder GPU (GKE „Run GPUs in Standard node pools“ und Compute Engine „GPU machine types“); SkyPilot: der Name des Beschleunigers in `sky show-gpus`; Slurm: der GRES-Typ, den die meisten Standorte konfigurieren (die gres.conf eines Standorts kann ihn anders nennen); Stand 2025-06</translation>
    </message>
    <message>
        <source>GKE: the cloud.google.com/gke-tpu-accelerator node label, its machine types and the topology label (GKE &quot;Plan TPUs in GKE&quot;); SkyPilot: TPU names are the version and the TensorCore count (SkyPilot &quot;Cloud TPU&quot; guide); Slurm schedules no TPU; as of 2025-06</source>
        <translation>GKE: das Knotenlabel cloud.google.com/gke-tpu-accelerator, seine Maschinentypen und das Topologielabel (GKE „Plan TPUs in GKE“); SkyPilot: TPU-Namen sind die Version und die Zahl der TensorCores (SkyPilot-Anleitung „Cloud TPU“); Slurm plant keine TPUs ein; Stand 2025-06</translation>
    </message>
    <message>
        <source>%1: the plan asks for %2, more than the scheduler takes; the file says %3.</source>
        <translation>%1: Der Plan verlangt %2, mehr als der Scheduler annimmt; die Datei nennt %3.</translation>
    </message>
    <message>
        <source>The time limit in hours</source>
        <translation>Das Zeitlimit in Stunden</translation>
    </message>
    <message>
        <source>The restarts allowed</source>
        <translation>Die erlaubten Neustarts</translation>
    </message>
    <message>
        <source>The disk in GB</source>
        <translation>Die Festplatte in GB</translation>
    </message>
    <message>
        <source>The grace period in seconds (sbatch&apos;s --signal)</source>
        <translation>Die Schonfrist in Sekunden (--signal von sbatch)</translation>
    </message>
    <message>
        <source>%1 is too long.</source>
        <translation>%1 ist zu lang.</translation>
    </message>
    <message>
        <source>%1 holds a line break or a control character.</source>
        <translation>%1 enthält einen Zeilenumbruch oder ein Steuerzeichen.</translation>
    </message>
    <message>
        <source>%1 is not a name the schedulers accept.</source>
        <translation>%1 ist kein Name, den die Scheduler annehmen.</translation>
    </message>
    <message>
        <source>The %1 is not in the table of TPU slice shapes this version knows: its slices, machine types and topology cannot be written.</source>
        <translation>Die %1 steht nicht in der Tabelle der TPU-Slice-Formen, die diese Version kennt: Deren Slices, Maschinentypen und Topologie können nicht geschrieben werden.</translation>
    </message>
    <message>
        <source>No TPU job of %1 chips of the %2 runs on Google Cloud: a slice has one of the shapes Google lists, and a job of several slices takes multi-host slices of one shape. The nearest count that runs is %3 chips; change the plan&apos;s nodes to it.</source>
        <translation>Kein TPU-Job mit %1 Chips der %2 läuft auf Google Cloud: Ein Slice hat eine der Formen, die Google aufführt, und ein Job aus mehreren Slices nimmt nur Multi-Host-Slices einer einzigen Form. Die nächste Anzahl, die läuft, sind %3 Chips; stellen Sie die Knoten des Plans darauf ein.</translation>
    </message>
    <message>
        <source>No TPU job of %1 chips of the %2 runs on Google Cloud: a slice has one of the shapes Google lists, and a job of several slices takes multi-host slices of one shape. The nearest counts that run are %3 and %4 chips; change the plan&apos;s nodes to one of them.</source>
        <translation>Kein TPU-Job mit %1 Chips der %2 läuft auf Google Cloud: Ein Slice hat eine der Formen, die Google aufführt, und ein Job aus mehreren Slices nimmt nur Multi-Host-Slices einer einzigen Form. Die nächsten Anzahlen, die laufen, sind %3 und %4 Chips; stellen Sie die Knoten des Plans auf eine davon ein.</translation>
    </message>
    <message>
        <source>Slurm cannot run the %1: it schedules a cluster&apos;s GPUs, and Cloud TPU is reached through GKE or the TPU API. Export it for GKE, or SkyPilot for one slice.</source>
        <translation>Slurm kann die %1 nicht ausführen: Es plant die GPUs eines Clusters ein, und Cloud TPU wird über GKE oder die TPU-API erreicht. Exportieren Sie für GKE oder, bei einem einzigen Slice, für SkyPilot.</translation>
    </message>
    <message>
        <source>A SkyPilot task asks for one TPU slice, and the plan prices %1 chips of the %2: %3 slices of %4. Export it for GKE, whose JobSet runs every slice.</source>
        <translation>Ein SkyPilot-Task fordert einen einzigen TPU-Slice an, und der Plan bepreist %1 Chips der %2: %3 Slices in %4. Exportieren Sie für GKE, dessen JobSet jeden Slice ausführt.</translation>
    </message>
    <message>
        <source>The hot spares: GKE replaces a TPU slice&apos;s nodes together, so a spare node cannot stand in for one of them.</source>
        <translation>Die Hot Spares: GKE ersetzt die Knoten eines TPU-Slice gemeinsam, daher kann kein Reserveknoten für einen von ihnen einspringen.</translation>
    </message>
    <message>
        <source>Assumed, not calibrated: no published LLM training run on T4 with its layout (model.md section 23); as of 2025-06</source>
        <translation>Angenommen, nicht kalibriert: no published LLM training run on T4 with its layout (model.md, Abschnitt 23); Stand 2025-06</translation>
    </message>
    <message>
        <source>Assumed, not calibrated: no published LLM training run on L4 with its layout (model.md section 23); as of 2025-06</source>
        <translation>Angenommen, nicht kalibriert: no published LLM training run on L4 with its layout (model.md, Abschnitt 23); Stand 2025-06</translation>
    </message>
    <message>
        <source>Assumed, not calibrated: below the A100&apos;s calibrated 0.65 for an older tensor core (model.md section 23); as of 2025-06</source>
        <translation>Angenommen, nicht kalibriert: below the A100&apos;s calibrated 0.65 for an older tensor core (model.md, Abschnitt 23); Stand 2025-06</translation>
    </message>
    <message>
        <source>Calibrated on Korthikanti et al. 2022 (Megatron-LM, 530B on 280 A100, 56.0 % MFU), model.md section 23; as of 2025-06</source>
        <translation>Kalibriert an Korthikanti et al. 2022 (Megatron-LM, 530B on 280 A100, 56.0 % MFU), model.md, Abschnitt 23; Stand 2025-06</translation>
    </message>
    <message>
        <source>Calibrated on Korthikanti et al. 2022 (Megatron-LM, 530B on 280 A100 80 GB, 56.0 % MFU), model.md section 23; as of 2025-06</source>
        <translation>Kalibriert an Korthikanti et al. 2022 (Megatron-LM, 530B on 280 A100 80 GB, 56.0 % MFU), model.md, Abschnitt 23; Stand 2025-06</translation>
    </message>
    <message>
        <source>Calibrated on Llama 3 405B on 8,192 H100 (Meta 2024, table 4, 430 TFLOP/s, 43 % MFU), model.md section 23; as of 2025-06</source>
        <translation>Kalibriert an Llama 3 405B on 8,192 H100 (Meta 2024, table 4, 430 TFLOP/s, 43 % MFU), model.md, Abschnitt 23; Stand 2025-06</translation>
    </message>
    <message>
        <source>Extrapolated: the H100&apos;s calibrated 0.63 (the same tensor cores and peak), model.md section 23; as of 2025-06</source>
        <translation>Extrapoliert: the H100&apos;s calibrated 0.63 (the same tensor cores and peak), model.md, Abschnitt 23; Stand 2025-06</translation>
    </message>
    <message>
        <source>Extrapolated: the H100&apos;s calibrated 0.63, no published run with its layout yet (model.md section 23); as of 2025-06</source>
        <translation>Extrapoliert: the H100&apos;s calibrated 0.63, no published run with its layout yet (model.md, Abschnitt 23); Stand 2025-06</translation>
    </message>
    <message>
        <source>Multislice: slices of at most 256 chips (Cloud TPU v5e documentation) joined over the data-centre network, which the step model (model.md section 23) takes as data parallel between slices; Google Cloud&apos;s &apos;The world&apos;s largest distributed LLM training job on TPU v5e&apos; (2023-11) ran 50,944 v5e chips as one job; as of 2023-11</source>
        <translation>Multislice: Slices von höchstens 256 Chips (Cloud-TPU-v5e-Dokumentation), über das Rechenzentrumsnetz verbunden, die das Schrittmodell (model.md Abschnitt 23) als Datenparallelität zwischen den Slices behandelt; Google Clouds „The world&apos;s largest distributed LLM training job on TPU v5e“ (2023-11) lief auf 50.944 v5e-Chips als ein Job; Stand 2023-11</translation>
    </message>
    <message>
        <source>Extrapolated: TPU v4&apos;s 0.85, calibrated on PaLM 540B (Chowdhery et al. 2022, 46.2 % MFU), model.md section 23; as of 2025-06</source>
        <translation>Extrapoliert: TPU v4&apos;s 0.85, calibrated on PaLM 540B (Chowdhery et al. 2022, 46.2 % MFU), model.md, Abschnitt 23; Stand 2025-06</translation>
    </message>
    <message>
        <source>The priced accelerator holds the model with less than 10 % of its usable memory free: a longer batch, the framework&apos;s own buffers or fragmentation can run it out of memory. More nodes, more sharding, activation recomputation or an accelerator with more memory leave room.</source>
        <translation>Der berechnete Beschleuniger nimmt das Modell mit weniger als 10 % seines nutzbaren Speichers frei auf: Ein längerer Batch, die eigenen Puffer des Frameworks oder Fragmentierung können den Speicher erschöpfen. Mehr Knoten, stärkeres Sharding, Neuberechnung der Aktivierungen oder ein Beschleuniger mit mehr Speicher schaffen Platz.</translation>
    </message>
    <message>
        <source>It meets the deadline at %1, over the budget.</source>
        <translation>Hält die Frist für %1 ein, über dem Budget.</translation>
    </message>
    <message>
        <source>It meets the goal at %1 (%2), more than the recommendation.</source>
        <translation>Erreicht das Ziel für %1 (%2), teurer als die Empfehlung.</translation>
    </message>
    <message>
        <source>A tie: the cheapest, %1, costs %2 less (%3 %), within the model&apos;s accuracy of %4 %, and room in memory decides: it leaves %5 % of the usable memory free, less than %6 %, against %7 % here.</source>
        <translation>Ein Gleichstand: Die günstigste Option, %1, kostet %2 weniger (%3 %), innerhalb der Modellgenauigkeit von %4 %, und der Platz im Speicher entscheidet: Diese lässt %5 % des nutzbaren Speichers frei, weniger als %6 %, gegenüber %7 % hier.</translation>
    </message>
    <message>
        <source>A tie: the cheapest, %1, costs %2 less (%3 %), within the model&apos;s accuracy of %4 %, and the lower risk decides: %5 % likely in time against %6 %, %7 days at the 90th percentile against %8.</source>
        <translation>Ein Gleichstand: Die günstigste Option, %1, kostet %2 weniger (%3 %), innerhalb der Modellgenauigkeit von %4 %, und das geringere Risiko entscheidet: %5 % Wahrscheinlichkeit, rechtzeitig fertig zu werden, gegenüber %6 %, %7 Tage im 90. Perzentil gegenüber %8.</translation>
    </message>
    <message>
        <source>%1 meets the deadline of %2 days with %3 % confidence: %4, %5 days expected, %6 days at the 90th percentile.</source>
        <translation>%1 hält die Frist von %2 Tagen mit %3 % Konfidenz ein: %4, erwartet %5 Tage, %6 Tage im 90. Perzentil.</translation>
    </message>
    <message>
        <source>%1 is the cheapest configuration that meets the deadline of %2 days with %3 % confidence: %4, %5 days expected, %6 days at the 90th percentile.</source>
        <translation>%1 ist die günstigste Konfiguration, die die Frist von %2 Tagen mit %3 % Konfidenz einhält: %4, erwartet %5 Tage, %6 Tage im 90. Perzentil.</translation>
    </message>
    <message>
        <source>Nothing meets the deadline of %1 days with %2 % confidence within the budget. Nearest: %3 at %4; a budget of %4 would admit it.</source>
        <translation>Nichts hält die Frist von %1 Tagen mit %2 % Konfidenz innerhalb des Budgets ein. Am nächsten: %3 für %4; ein Budget von %4 würde es zulassen.</translation>
    </message>
    <message>
        <source>Checked: TPU v4&apos;s 0.85, calibrated on PaLM 540B (Chowdhery et al. 2022, 46.2 % MFU), against MaxText&apos;s ten published v5e runs it was not fitted to (held-out median error 7.4 %, model.md section 23); refitted on MaxText&apos;s two v5e calibration runs it would be 0.90, which made the check runs worse; as of 2026-12</source>
        <translation>Geprüft: der Wert 0,85 der TPU v4, kalibriert an PaLM 540B (Chowdhery et al. 2022, 46,2 % MFU), an den zehn veröffentlichten v5e-Läufen von MaxText, an die er nicht angepasst wurde (mittlerer Fehler außerhalb der Stichprobe 7,4 %, model.md, Abschnitt 23); an die zwei v5e-Kalibrierläufe von MaxText angepasst wäre er 0,90, was die Prüfläufe verschlechterte; Stand 2026-12</translation>
    </message>
    <message>
        <source>Checked: TPU v4&apos;s 0.85, calibrated on PaLM 540B (Chowdhery et al. 2022, 46.2 % MFU), against MaxText&apos;s five published v5p runs it was not fitted to (held-out median error 3.3 %, model.md section 23); refitted on MaxText&apos;s two v5p calibration runs it would be 0.92, which made the check runs worse; as of 2026-12</source>
        <translation>Geprüft: der Wert 0,85 der TPU v4, kalibriert an PaLM 540B (Chowdhery et al. 2022, 46,2 % MFU), an den fünf veröffentlichten v5p-Läufen von MaxText, an die er nicht angepasst wurde (mittlerer Fehler außerhalb der Stichprobe 3,3 %, model.md, Abschnitt 23); an die zwei v5p-Kalibrierläufe von MaxText angepasst wäre er 0,92, was die Prüfläufe verschlechterte; Stand 2026-12</translation>
    </message>
    <message>
        <source>Too large for its memory at any count.</source>
        <translation>Für seinen Speicher bei jeder Anzahl zu groß.</translation>
    </message>
    <message>
        <source>%1: the PDF support of Goodput Planner cannot be loaded. Reinstalling Goodput Planner restores it.</source>
        <translation>%1: Die PDF-Unterstützung von Goodput Planner kann nicht geladen werden. Eine Neuinstallation von Goodput Planner stellt sie wieder her.</translation>
    </message>
    <message>
        <source>The %1 has no GKE node label known to this catalog: the pods ask for the accelerators without choosing the nodes&apos; type.</source>
        <translation>Für %1 kennt dieser Katalog kein GKE-Knotenlabel: Die Pods fordern die Beschleuniger an, ohne den Knotentyp zu wählen.</translation>
    </message>
    <message>
        <source>The Kubernetes manifests run vLLM, which serves a model, and this plan trains one. Export it for GKE, whose JobSet runs a training job, or as a SkyPilot task.</source>
        <translation>Die Kubernetes-Manifeste starten vLLM, das ein Modell bereitstellt, und dieser Plan trainiert eines. Exportieren Sie ihn für GKE, dessen JobSet einen Trainingsjob ausführt, oder als SkyPilot-Task.</translation>
    </message>
    <message>
        <source>A serving plan runs a standing service, and a GKE JobSet runs a batch job that ends. Export it as a SkyPilot Serve task or as Kubernetes manifests for vLLM.</source>
        <translation>Ein Serving-Plan betreibt einen dauerhaften Dienst, und ein GKE-JobSet führt einen Batch-Job aus, der endet. Exportieren Sie ihn als SkyPilot-Serve-Task oder als Kubernetes-Manifeste für vLLM.</translation>
    </message>
    <message>
        <source>A serving plan runs a standing service, and a Slurm script runs a batch job that ends. Export it as a SkyPilot Serve task or as Kubernetes manifests for vLLM.</source>
        <translation>Ein Serving-Plan betreibt einen dauerhaften Dienst, und ein Slurm-Skript führt einen Batch-Job aus, der endet. Exportieren Sie ihn als SkyPilot-Serve-Task oder als Kubernetes-Manifeste für vLLM.</translation>
    </message>
    <message>
        <source>A replica of %1 x %2 does not hold the model and its batch: change the accelerator, its count or the precision.</source>
        <translation>Eine Replik aus %1 × %2 fasst das Modell und seinen Batch nicht: Ändern Sie den Beschleuniger, seine Anzahl oder die Genauigkeit.</translation>
    </message>
    <message>
        <source>A vLLM replica runs on one TPU host, and a replica of %1 chips of the %2 is no single-host slice. Change the tensor degree to a single-host slice&apos;s chips.</source>
        <translation>Eine vLLM-Replik läuft auf einem TPU-Host, und eine Replik aus %1 Chips der %2 ist kein Slice eines einzelnen Hosts. Setzen Sie den Tensor-Grad auf die Chips eines Single-Host-Slice.</translation>
    </message>
    <message>
        <source>The model&apos;s repository: this version knows none for %1, so the files name it as the plan does; replace it with the repository vLLM loads.</source>
        <translation>Das Repository des Modells: Diese Version kennt keines für %1, daher nennen die Dateien es wie der Plan; ersetzen Sie es durch das Repository, das vLLM lädt.</translation>
    </message>
    <message>
        <source>The %1 weights: vLLM reads them from a checkpoint quantized to that format; name such a checkpoint as the model.</source>
        <translation>Die Gewichte in %1: vLLM liest sie aus einem in dieses Format quantisierten Checkpoint; geben Sie einen solchen Checkpoint als Modell an.</translation>
    </message>
    <message>
        <source>The latency targets: %1 scales on load, not on latency; the replicas and the load a replica takes are sized to meet them.</source>
        <translation>Die Latenzziele: %1 skaliert nach Last, nicht nach Latenz; die Repliken und die Last je Replik sind so bemessen, dass sie eingehalten werden.</translation>
    </message>
    <message>
        <source>The reservation: %1 cannot name one. Name it in the cluster&apos;s or the cloud&apos;s own configuration.</source>
        <translation>Die Reservierung: %1 kann keine benennen. Geben Sie sie in der Konfiguration des Clusters oder der Cloud an.</translation>
    </message>
    <message>
        <source>The TPU image: %1 runs GPUs; use vLLM&apos;s TPU image instead.</source>
        <translation>Das TPU-Image: %1 läuft auf GPUs; verwenden Sie stattdessen das TPU-Image von vLLM.</translation>
    </message>
    <message>
        <source>None published: no committed use discount is offered for the H800 on Google Cloud; 0 % entered.</source>
        <translation>Nicht veröffentlicht: Für die H800 gibt es bei Google Cloud keinen Rabatt für zugesagte Nutzung; 0 % eingetragen.</translation>
    </message>
    <message>
        <source>DeepSeek-V3 was trained on 2,048 H800 in one job (DeepSeek-V3 Technical Report, section 3.1).</source>
        <translation>DeepSeek-V3 wurde auf 2.048 H800 in einem Job trainiert (DeepSeek-V3 Technical Report, Abschnitt 3.1).</translation>
    </message>
    <message>
        <source>Checked: the H100&apos;s calibrated 0.63 (the same tensor cores and peak), checked on DeepSeek-V3&apos;s pre-training on 2,048 H800 (the MoE step of model.md section 26 predicts 23 % fewer tokens a second than published); as of 2026-12</source>
        <translation>Geprüft: die kalibrierten 0,63 der H100 (dieselben Tensor-Cores und Spitzenleistung), geprüft am Vortraining von DeepSeek-V3 auf 2.048 H800 (der MoE-Schritt aus model.md, Abschnitt 26, sagt 23 % weniger Token pro Sekunde voraus als veröffentlicht); Stand 2026-12</translation>
    </message>
    <message>
        <source>None published for dense LLM training on this accelerator that this catalog could cite; DeepSeek-V3&apos;s own run (an MoE model) is in model.md section 26.</source>
        <translation>Für dichtes LLM-Training auf diesem Beschleuniger ist keiner veröffentlicht, den dieser Katalog zitieren könnte; DeepSeek-V3s eigener Lauf (ein MoE-Modell) steht in model.md, Abschnitt 26.</translation>
    </message>
    <message>
        <source>HGX H800 nodes of 8 GPUs behind NVSwitch (DeepSeek-V3 Technical Report, section 3.1).</source>
        <translation>HGX-H800-Knoten mit 8 GPUs hinter NVSwitch (DeepSeek-V3 Technical Report, Abschnitt 3.1).</translation>
    </message>
    <message>
        <source>Not published: the H800 is not sold on Google Cloud or by any cloud that lists a price this catalog could cite. The figures are the H100 80 GB row&apos;s (a3-highgpu-8g ÷ 8, us-central1, as of 2025-06), taken for the same compute; override with the customer&apos;s quote.</source>
        <translation>Nicht veröffentlicht: Die H800 wird weder bei Google Cloud noch bei einer Cloud verkauft, deren Listenpreis dieser Katalog zitieren könnte. Die Werte sind die der Zeile H100 80 GB (a3-highgpu-8g ÷ 8, us-central1, Stand 2025-06), übernommen für dieselbe Rechenleistung; mit dem Angebot des Kunden überschreiben.</translation>
    </message>
    <message>
        <source>InfiniBand, one 400 Gbps NIC per GPU, 50 GB/s per GPU (DeepSeek-V3 Technical Report, sections 3.1 and 3.2.2); as of 2025-06</source>
        <translation>InfiniBand, eine 400-Gbit/s-NIC je GPU, 50 GB/s je GPU (DeepSeek-V3 Technical Report, Abschnitte 3.1 und 3.2.2); Stand 2025-06</translation>
    </message>
    <message>
        <source>NVLink 400 GB/s both ways, 200 each way (NVIDIA H800 product brief); 8 GPUs per node behind NVSwitch: the all-to-all of EP x ETP up to 8 stays on NVLink; DeepSeek measures about 160 GB/s in its all-to-all kernels (DeepSeek-V3 Technical Report, section 3.2.2); as of 2025-06</source>
        <translation>NVLink 400 GB/s in beide Richtungen, 200 je Richtung (NVIDIA-H800-Produktbeschreibung); 8 GPUs je Knoten hinter NVSwitch: Das All-to-All von EP x ETP bis 8 bleibt auf NVLink; DeepSeek misst in seinen All-to-All-Kernels etwa 160 GB/s (DeepSeek-V3 Technical Report, Abschnitt 3.2.2); Stand 2025-06</translation>
    </message>
    <message>
        <source>NVIDIA H800 SXM5: the H100 SXM5&apos;s tensor cores and HBM (989 TFLOPS BF16 dense, 1,979 TFLOPS FP8 dense, 80 GB HBM3 at 3.35 TB/s, up to 700 W) with NVLink cut to 400 GB/s both ways against the H100&apos;s 900 (NVIDIA H800 product brief; DeepSeek-V3 Technical Report, section 3.1; DeepSeek&apos;s ISCA 2025 paper &quot;Insights into DeepSeek-V3&quot;)</source>
        <translation>NVIDIA H800 SXM5: die Tensor-Cores und der HBM der H100 SXM5 (989 TFLOPS BF16 dicht, 1.979 TFLOPS FP8 dicht, 80 GB HBM3 mit 3,35 TB/s, bis 700 W) mit NVLink, auf 400 GB/s in beide Richtungen gekürzt gegenüber 900 der H100 (NVIDIA-H800-Produktbeschreibung; DeepSeek-V3 Technical Report, Abschnitt 3.1; DeepSeeks ISCA-2025-Paper „Insights into DeepSeek-V3“)</translation>
    </message>
    <message>
        <source>Google Cloud committed use discounts for accelerators: typical 1-year and 3-year percentages, assumed as for A4; confirm for the machine family and region.</source>
        <translation>Rabatte für zugesagte Nutzung von Google Cloud für Beschleuniger: typische Prozentsätze für 1 und 3 Jahre, wie für A4 angenommen; für Maschinenfamilie und Region bestätigen.</translation>
    </message>
    <message>
        <source>Illustrative: A4X clusters of many NVL72 racks joined over RDMA networking; as the H100&apos;s A3 clusters, confirm with the capacity team.</source>
        <translation>Beispielhaft: A4X-Cluster aus vielen NVL72-Racks, über RDMA-Netzwerk verbunden; wie die A3-Cluster der H100, mit dem Kapazitätsteam bestätigen.</translation>
    </message>
    <message>
        <source>Checked: the H100&apos;s calibrated 0.63 (no dense run on GB200 calibrates it), checked on the published MoE runs on GB200 NVL72 of model.md section 26 (Megatron-Bridge 26.02.01 and the Megatron-MoE model zoo: median error 17 to 29 %); as of 2026-12</source>
        <translation>Geprüft: die kalibrierten 0,63 der H100 (kein dichter Lauf auf GB200 kalibriert sie), geprüft an den veröffentlichten MoE-Läufen auf GB200 NVL72 aus model.md, Abschnitt 26 (Megatron-Bridge 26.02.01 und der Megatron-MoE-Modellzoo: Medianfehler 17 bis 29 %); Stand 2026-12</translation>
    </message>
    <message>
        <source>None published for dense LLM training on this accelerator that this catalog could cite; the MoE runs on GB200 NVL72 are in model.md section 26.</source>
        <translation>Für dichtes LLM-Training auf diesem Beschleuniger ist keiner veröffentlicht, den dieser Katalog zitieren könnte; die MoE-Läufe auf GB200 NVL72 stehen in model.md, Abschnitt 26.</translation>
    </message>
    <message>
        <source>Google Cloud a4x-highgpu-4g: 4 GB200 GPUs and 2 Grace CPUs a machine, 18 machines an NVL72 rack (GPU machine types, as of 2025-06)</source>
        <translation>Google Cloud a4x-highgpu-4g: 4 GB200-GPUs und 2 Grace-CPUs je Maschine, 18 Maschinen je NVL72-Rack (GPU-Maschinentypen, Stand 2025-06)</translation>
    </message>
    <message>
        <source>Not published: Google Cloud sells A4X (a4x-highgpu-4g, 4 GB200 a machine) through reservations and its sales team, with no list price on the GPU pricing page as of 2025-06. Estimated: the B200 row&apos;s A4 price ($18.00 on demand, $6.30 Spot per GPU-hour) scaled by the peak, 2,500 over 2,250 TFLOPS; confirm and override with the customer&apos;s quote.</source>
        <translation>Nicht veröffentlicht: Google Cloud verkauft A4X (a4x-highgpu-4g, 4 GB200 je Maschine) über Reservierungen und den Vertrieb, ohne Listenpreis auf der GPU-Preisseite, Stand 2025-06. Geschätzt: der A4-Preis der Zeile B200 (18,00 $ auf Abruf, 6,30 $ Spot je GPU-Stunde), skaliert mit der Spitzenleistung, 2.500 zu 2.250 TFLOPS; mit dem Angebot des Kunden bestätigen und überschreiben.</translation>
    </message>
    <message>
        <source>Google Cloud A4X: 4 ConnectX-7 NICs of 400 Gbps a machine of 4 GPUs, 50 GB/s per GPU (A4X machine series documentation; DGX GB200 reference architecture); as of 2025-06</source>
        <translation>Google Cloud A4X: 4 ConnectX-7-NICs mit 400 Gbit/s je Maschine mit 4 GPUs, 50 GB/s je GPU (Dokumentation der A4X-Maschinenserie; DGX-GB200-Referenzarchitektur); Stand 2025-06</translation>
    </message>
    <message>
        <source>NVLink 5, 1.8 TB/s both ways, 900 GB/s each way, all 72 GPUs of a rack in one NVLink domain through the NVLink switch trays (NVIDIA GB200 NVL72 datasheet): the all-to-all of EP x ETP up to 72 stays on NVLink; as of 2025-06</source>
        <translation>NVLink 5, 1,8 TB/s in beide Richtungen, 900 GB/s je Richtung, alle 72 GPUs eines Racks in einer NVLink-Domäne über die NVLink-Switch-Einschübe (NVIDIA-GB200-NVL72-Datenblatt): Das All-to-All von EP x ETP bis 72 bleibt auf NVLink; Stand 2025-06</translation>
    </message>
    <message>
        <source>NVIDIA GB200 NVL72 datasheet, per rack of 72 Blackwell GPUs: 360 PFLOPS BF16 and 720 FP8 with sparsity, 1,440 FP4 with sparsity, 13.4 TB HBM3e at 576 TB/s, NVLink 5 of 130 TB/s; per GPU 2.5 PFLOPS BF16, 5 FP8 and 10 FP4 dense, 186 GB at 8 TB/s, 1.8 TB/s NVLink; about 1,200 W a GPU (2,700 W a GB200 superchip of two GPUs and a Grace CPU)</source>
        <translation>NVIDIA-GB200-NVL72-Datenblatt, je Rack mit 72 Blackwell-GPUs: 360 PFLOPS BF16 und 720 FP8 mit Sparsity, 1.440 FP4 mit Sparsity, 13,4 TB HBM3e mit 576 TB/s, NVLink 5 mit 130 TB/s; je GPU 2,5 PFLOPS BF16, 5 FP8 und 10 FP4 dicht, 186 GB mit 8 TB/s, 1,8 TB/s NVLink; etwa 1.200 W je GPU (2.700 W je GB200-Superchip aus zwei GPUs und einer Grace-CPU)</translation>
    </message>
</context>
<context>
    <name>gp::Checker</name>
    <message>
        <source>text</source>
        <translation>Text</translation>
    </message>
    <message>
        <source>id</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>help</source>
        <translation>Hilfe</translation>
    </message>
    <message>
        <source>rationale</source>
        <translation>Begründung</translation>
    </message>
    <message>
        <source>source quotation</source>
        <translation>Quellzitat</translation>
    </message>
    <message>
        <source>meaning</source>
        <translation>Bedeutung</translation>
    </message>
    <message>
        <source>gotcha</source>
        <translation>Fallstrick</translation>
    </message>
    <message>
        <source>answer label</source>
        <translation>Antwortbeschriftung</translation>
    </message>
    <message>
        <source>answer finding</source>
        <translation>Antwortbefund</translation>
    </message>
</context>
<context>
    <name>gp::Parser</name>
    <message>
        <source>unexpected &apos;%1&apos;</source>
        <translation>unerwartetes „%1“</translation>
    </message>
    <message>
        <source>the condition is a %1, not true or false</source>
        <translation>die Bedingung ist ein(e) %1, nicht wahr oder falsch</translation>
    </message>
    <message>
        <source>%1, at character %2</source>
        <translation>%1, bei Zeichen %2</translation>
    </message>
    <message>
        <source>a number cannot be read</source>
        <translation>eine Zahl ist nicht lesbar</translation>
    </message>
    <message>
        <source>a text has no closing quote</source>
        <translation>einem Text fehlt das schließende Anführungszeichen</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not part of a condition</source>
        <translation>„%1“ gehört nicht zu einer Bedingung</translation>
    </message>
    <message>
        <source>nested deeper than %1</source>
        <translation>tiefer verschachtelt als %1</translation>
    </message>
    <message>
        <source>&apos;%1&apos; joins truth values</source>
        <translation>„%1“ verbindet Wahrheitswerte</translation>
    </message>
    <message>
        <source>&apos;not&apos; takes a truth value</source>
        <translation>„not“ verlangt einen Wahrheitswert</translation>
    </message>
    <message>
        <source>&apos;%1&apos; compares a %2 with a %3</source>
        <translation>„%1“ vergleicht %2 mit %3</translation>
    </message>
    <message>
        <source>&apos;%1&apos; compares numbers only</source>
        <translation>„%1“ vergleicht nur Zahlen</translation>
    </message>
    <message>
        <source>a &apos;(&apos; is not closed</source>
        <translation>eine „(“ wird nicht geschlossen</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a figure of the plan</source>
        <translation>„%1“ ist keine Kennzahl des Plans</translation>
    </message>
    <message>
        <source>the condition ends too early</source>
        <translation>die Bedingung endet zu früh</translation>
    </message>
</context>
<context>
    <name>gpui</name>
    <message>
        <source>On-demand</source>
        <translation>On-Demand</translation>
    </message>
    <message>
        <source>Spot</source>
        <translation>Spot</translation>
    </message>
    <message>
        <source>DWS flex-start</source>
        <translation>DWS Flex-Start</translation>
    </message>
    <message>
        <source>DWS calendar</source>
        <translation>DWS Calendar</translation>
    </message>
    <message>
        <source>Reservation (1-year committed use)</source>
        <translation>Reservierung (1 Jahr zugesicherte Nutzung)</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Frage</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Maßnahme</translation>
    </message>
    <message>
        <source>Recommendation</source>
        <translation>Empfehlung</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Ausgang</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <source>Nodes in the job. Failure cost scales quadratically: for large-scale training on massive clusters, the cost of failure rises quadratically with scale.</source>
        <translation>Knoten im Job. Ausfallkosten wachsen quadratisch: Beim Training im großen Maßstab auf riesigen Clustern steigen die Ausfallkosten quadratisch mit der Größe.</translation>
    </message>
    <message>
        <source>Accelerators per node</source>
        <translation>Beschleuniger je Knoten</translation>
    </message>
    <message>
        <source>GPUs or TPU chips per node.</source>
        <translation>GPUs oder TPU-Chips je Knoten.</translation>
    </message>
    <message>
        <source>Evaluation window</source>
        <translation>Bewertungsfenster</translation>
    </message>
    <message numerus="yes">
        <source> days</source>
        <translation>
            <numerusform> Tag</numerusform>
            <numerusform> Tage</numerusform>
        </translation>
    </message>
    <message>
        <source>t_w: the goodput evaluation period.</source>
        <translation>t_w: der Bewertungszeitraum des Goodputs.</translation>
    </message>
    <message>
        <source>Initial wait for capacity</source>
        <translation>Anfängliche Wartezeit auf Kapazität</translation>
    </message>
    <message>
        <source> h</source>
        <translation> h</translation>
    </message>
    <message>
        <source>Time before all resources are available. On-demand or preemptible instances can hit stockouts; reservations (DWS calendar mode) avoid them.</source>
        <translation>Zeit, bis alle Ressourcen verfügbar sind. On-Demand- oder unterbrechbare Instanzen können auf Kapazitätsengpässe stoßen; Reservierungen (DWS-Calendar-Modus) vermeiden sie.</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source>Hot spare swap time</source>
        <translation>Tauschzeit für Hot Spares</translation>
    </message>
    <message>
        <source>Hot spares: keep pre-provisioned, idle resources ready to take over, minimizing the time to schedule resources when resuming from an interruption.</source>
        <translation>Hot Spares: Vorab bereitgestellte, ungenutzte Ressourcen stehen zur Übernahme bereit und verkürzen die Zeit, Ressourcen nach einer Unterbrechung einzuplanen.</translation>
    </message>
    <message>
        <source> /node-day</source>
        <translation> /Knoten-Tag</translation>
    </message>
    <message>
        <source>Hardware and software failures per node per day. They give no warning: the progress since the last checkpoint is lost.</source>
        <translation>Hardware- und Softwareausfälle je Knoten und Tag. Sie kommen ohne Warnung: Der Fortschritt seit dem letzten Checkpoint geht verloren.</translation>
    </message>
    <message>
        <source>Checkpoint interval</source>
        <translation>Checkpoint-Intervall</translation>
    </message>
    <message>
        <source>Checkpoint save cost</source>
        <translation>Kosten eines Checkpoints</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>SIGTERM grace period</source>
        <translation>SIGTERM-Kulanzzeit</translation>
    </message>
    <message>
        <source>Restore and warm-up</source>
        <translation>Wiederherstellen und Aufwärmen</translation>
    </message>
    <message>
        <source>The part of t_rm (time to resume) spent starting, restoring the checkpoint and warming up.</source>
        <translation>Der Teil von t_rm (Zeit zum Fortsetzen) für Starten, Wiederherstellen des Checkpoints und Aufwärmen.</translation>
    </message>
    <message>
        <source>Container image size</source>
        <translation>Größe des Container-Images</translation>
    </message>
    <message>
        <source> GB</source>
        <translation> GB</translation>
    </message>
    <message>
        <source>Container and model image pulled on every resume, unless preloaded.</source>
        <translation>Container- und Modell-Image wird bei jeder Fortsetzung geladen, außer es ist vorab geladen.</translation>
    </message>
    <message>
        <source>Registry pull rate</source>
        <translation>Ladegeschwindigkeit aus der Registry</translation>
    </message>
    <message>
        <source> GB/min</source>
        <translation> GB/min</translation>
    </message>
    <message>
        <source>How fast the image comes from the container registry.</source>
        <translation>Wie schnell das Image aus der Container-Registry kommt.</translation>
    </message>
    <message>
        <source>Preload speed-up</source>
        <translation>Beschleunigung durch Vorabladen</translation>
    </message>
    <message>
        <source> ×</source>
        <translation> ×</translation>
    </message>
    <message>
        <source>Model FLOP utilization</source>
        <translation>Modell-FLOP-Auslastung</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source>Program goodput: the fraction of the hardware&apos;s peak the job extracts. Custom kernels (Pallas, flash attention), host offload and int8 AQT raise it.</source>
        <translation>Programm-Goodput: der Anteil der Spitzenleistung der Hardware, den der Job nutzt. Eigene Kernels (Pallas, Flash Attention), Host-Offload und int8-AQT erhöhen ihn.</translation>
    </message>
    <message>
        <source>Scheduling</source>
        <translation>Scheduling</translation>
    </message>
    <message>
        <source>Runtime</source>
        <translation>Laufzeit</translation>
    </message>
    <message>
        <source>Program</source>
        <translation>Programm</translation>
    </message>
    <message>
        <source>Reschedule after a failure</source>
        <translation>Neuplanung nach einem Ausfall</translation>
    </message>
    <message>
        <source>t_re: time to reschedule the slice after a failure, when no hot spare is free. It is accounted under scheduling goodput.</source>
        <translation>t_re: Zeit für die Neuplanung des Slices nach einem Ausfall, wenn kein Hot Spare frei ist. Sie zählt zur Scheduling-Goodput.</translation>
    </message>
    <message>
        <source>Reschedule after maintenance</source>
        <translation>Neuplanung nach Wartung</translation>
    </message>
    <message>
        <source>t_re after a maintenance or defragmentation preemption, when no hot spare is free.</source>
        <translation>t_re nach einer Wartungs- oder Defragmentierungs-Preemption, wenn kein Hot Spare frei ist.</translation>
    </message>
    <message>
        <source>Reschedule after a Spot preemption</source>
        <translation>Neuplanung nach einer Spot-Preemption</translation>
    </message>
    <message>
        <source>t_re after a Spot preemption: Spot capacity may not come back for hours. Hot spares do not help: they are preempted with the job.</source>
        <translation>t_re nach einer Spot-Preemption: Spot-Kapazität kann stundenlang ausbleiben. Hot Spares helfen nicht: Sie werden mit dem Job verdrängt.</translation>
    </message>
    <message>
        <source>Spare repair time</source>
        <translation>Reparaturzeit der Spares</translation>
    </message>
    <message>
        <source>Until a node taken out of the job (a failure or maintenance) is back in the spare pool. A failure that finds every spare in repair waits for a reschedule.</source>
        <translation>Bis ein aus dem Job genommener Knoten (Ausfall oder Wartung) wieder im Spare-Pool ist. Ein Ausfall, der alle Spares in Reparatur findet, wartet auf eine Neuplanung.</translation>
    </message>
    <message>
        <source>Failures (no warning)</source>
        <translation>Ausfälle (ohne Vorwarnung)</translation>
    </message>
    <message>
        <source>Maintenance preemptions (warned)</source>
        <translation>Wartungs-Preemptions (angekündigt)</translation>
    </message>
    <message>
        <source>Maintenance and defragmentation preemptions per node per day: the job receives SIGTERM that warns of imminent interruption, then a grace period.</source>
        <translation>Wartungs- und Defragmentierungs-Preemptions pro Knoten und Tag: Der Job erhält ein SIGTERM, das die bevorstehende Unterbrechung ankündigt, dann eine Karenzzeit.</translation>
    </message>
    <message>
        <source>Spot preemptions (warned)</source>
        <translation>Spot-Preemptions (angekündigt)</translation>
    </message>
    <message>
        <source>Spot preemptions per node per day, with a SIGTERM and the Spot grace period. They happen only when the capacity is Spot.</source>
        <translation>Spot-Preemptions pro Knoten und Tag, mit SIGTERM und der Spot-Karenzzeit. Sie treten nur bei Spot-Kapazität auf.</translation>
    </message>
    <message>
        <source>Progress between checkpoints. An interruption loses the progress since the last completed save: about half an interval when interruptions are rare, more when they are not.</source>
        <translation>Fortschritt zwischen Checkpoints. Eine Unterbrechung verliert den Fortschritt seit dem letzten abgeschlossenen Speichern: etwa ein halbes Intervall, wenn Unterbrechungen selten sind, sonst mehr.</translation>
    </message>
    <message>
        <source>Time between the SIGTERM warning of maintenance and the stop: the emergency checkpoint must fit in it.</source>
        <translation>Zeit zwischen der SIGTERM-Warnung einer Wartung und dem Stopp: Der Notfall-Checkpoint muss hineinpassen.</translation>
    </message>
    <message>
        <source>Spot grace period</source>
        <translation>Spot-Karenzzeit</translation>
    </message>
    <message>
        <source>Time between a Spot preemption&apos;s SIGTERM and the stop (30 seconds on Google Cloud).</source>
        <translation>Zeit zwischen dem SIGTERM einer Spot-Preemption und dem Stopp (30 Sekunden bei Google Cloud).</translation>
    </message>
    <message>
        <source>Reservation (3-year committed use)</source>
        <translation>Reservierung (3 Jahre zugesicherte Nutzung)</translation>
    </message>
    <message>
        <source>Adam (mixed precision)</source>
        <translation>Adam (gemischte Genauigkeit)</translation>
    </message>
    <message>
        <source>8-bit Adam</source>
        <translation>8-Bit-Adam</translation>
    </message>
    <message>
        <source>SGD with momentum</source>
        <translation>SGD mit Momentum</translation>
    </message>
    <message>
        <source>replicated data parallel</source>
        <translation>replizierte Datenparallelität</translation>
    </message>
    <message>
        <source>ZeRO-1</source>
        <translation>ZeRO-1</translation>
    </message>
    <message>
        <source>ZeRO-2</source>
        <translation>ZeRO-2</translation>
    </message>
    <message>
        <source>ZeRO-3 / FSDP</source>
        <translation>ZeRO-3 / FSDP</translation>
    </message>
    <message>
        <source>The time one checkpoint save takes, as measured or estimated. With a checkpoint state it is derived from the state and the write bandwidth, unless marked measured.</source>
        <translation>Die Dauer eines Checkpoint-Speichervorgangs, gemessen oder geschätzt. Mit einem Checkpoint-Zustand wird sie aus Zustand und Schreibbandbreite abgeleitet, außer sie ist als gemessen markiert.</translation>
    </message>
    <message>
        <source>Blocking part of a save</source>
        <translation>Blockierender Teil eines Speichervorgangs</translation>
    </message>
    <message>
        <source>Asynchronous checkpointing (Orbax, PyTorch distributed checkpointing): the job stalls only while the state is copied off the accelerators; the rest of the save uploads behind the training. An interruption during an upload goes back to the checkpoint before.</source>
        <translation>Asynchrones Checkpointing (Orbax, PyTorch Distributed Checkpointing): Der Job hält nur an, während der Zustand von den Beschleunigern kopiert wird; der Rest wird hinter dem Training hochgeladen. Eine Unterbrechung während eines Uploads fällt auf den Checkpoint davor zurück.</translation>
    </message>
    <message>
        <source>Checkpoint state</source>
        <translation>Checkpoint-Zustand</translation>
    </message>
    <message>
        <source>The bytes one checkpoint writes: weights and optimizer state. Mixed-precision Adam keeps about 14 bytes per parameter. 0: use the save cost as typed.</source>
        <translation>Die Bytes, die ein Checkpoint schreibt: Gewichte und Optimiererzustand. Adam mit gemischter Genauigkeit hält etwa 14 Bytes je Parameter. 0: die eingegebene Speicherdauer verwenden.</translation>
    </message>
    <message>
        <source>Write bandwidth per node</source>
        <translation>Schreibbandbreite je Knoten</translation>
    </message>
    <message>
        <source> GB/s</source>
        <translation> GB/s</translation>
    </message>
    <message>
        <source>Each node&apos;s write bandwidth to the checkpoint storage; the job writes with all of its nodes.</source>
        <translation>Die Schreibbandbreite jedes Knotens zum Checkpoint-Speicher; der Job schreibt mit allen seinen Knoten.</translation>
    </message>
    <message>
        <source>Storage write limit (0: none)</source>
        <translation>Schreibgrenze des Speichers (0: keine)</translation>
    </message>
    <message>
        <source>The storage&apos;s own aggregate write bandwidth, which caps the nodes&apos; sum.</source>
        <translation>Die gesamte Schreibbandbreite des Speichers selbst, die die Summe der Knoten begrenzt.</translation>
    </message>
    <message>
        <source>Read bandwidth per node</source>
        <translation>Lesebandbreite je Knoten</translation>
    </message>
    <message>
        <source>Each node&apos;s read bandwidth from the checkpoint storage, for a restore.</source>
        <translation>Die Lesebandbreite jedes Knotens aus dem Checkpoint-Speicher, für eine Wiederherstellung.</translation>
    </message>
    <message>
        <source>Storage read limit (0: none)</source>
        <translation>Lesegrenze des Speichers (0: keine)</translation>
    </message>
    <message>
        <source>The storage&apos;s own aggregate read bandwidth, which caps the nodes&apos; sum.</source>
        <translation>Die gesamte Lesebandbreite des Speichers selbst, die die Summe der Knoten begrenzt.</translation>
    </message>
    <message>
        <source>Fixed overhead per save or restore</source>
        <translation>Fester Aufwand je Speichern oder Wiederherstellen</translation>
    </message>
    <message>
        <source>Opening, metadata and the commit: paid once per save and once per restore.</source>
        <translation>Öffnen, Metadaten und Abschluss: einmal je Speichervorgang und einmal je Wiederherstellung.</translation>
    </message>
    <message>
        <source>Checkpoints kept in storage</source>
        <translation>Im Speicher behaltene Checkpoints</translation>
    </message>
    <message>
        <source>How many checkpoints the object storage keeps at once: the costs bill them per GB-month at the catalog&apos;s storage price while the run lasts.</source>
        <translation>Wie viele Checkpoints der Objektspeicher gleichzeitig hält: Die Kosten berechnen sie je GB und Monat zum Speicherpreis des Katalogs, solange der Lauf dauert.</translation>
    </message>
    <message>
        <source>Fast tier interval</source>
        <translation>Intervall der schnellen Stufe</translation>
    </message>
    <message>
        <source>Progress between fast saves to host memory or local SSD. The persistent save comes with every n-th fast one, n the persistent interval over this one, rounded.</source>
        <translation>Fortschritt zwischen schnellen Sicherungen in den Hostspeicher oder auf lokale SSD. Die dauerhafte Sicherung kommt mit jeder n-ten schnellen, n das dauerhafte Intervall geteilt durch dieses, gerundet.</translation>
    </message>
    <message>
        <source>Fast save cost</source>
        <translation>Kosten einer schnellen Sicherung</translation>
    </message>
    <message>
        <source>The stall of one fast save. With a checkpoint state it is derived from the state, the copies and the fast tier&apos;s write bandwidth.</source>
        <translation>Der Stillstand einer schnellen Sicherung. Mit einem Checkpoint-Zustand wird er aus dem Zustand, den Kopien und der Schreibbandbreite der schnellen Stufe abgeleitet.</translation>
    </message>
    <message>
        <source>Fast tier write bandwidth per node</source>
        <translation>Schreibbandbreite der schnellen Stufe je Knoten</translation>
    </message>
    <message>
        <source>Each node writes its shard to its own memory or SSD and to the peers that hold its copies.</source>
        <translation>Jeder Knoten schreibt seinen Anteil in den eigenen Speicher oder die eigene SSD und zu den Nachbarn, die seine Kopien halten.</translation>
    </message>
    <message>
        <source>Fast tier read bandwidth per node</source>
        <translation>Lesebandbreite der schnellen Stufe je Knoten</translation>
    </message>
    <message>
        <source>A restore from the fast tier reads one copy of each shard, the node&apos;s own or a peer&apos;s.</source>
        <translation>Eine Wiederherstellung aus der schnellen Stufe liest eine Kopie jedes Anteils, die eigene des Knotens oder die eines Nachbarn.</translation>
    </message>
    <message>
        <source>Copies of each fast checkpoint</source>
        <translation>Kopien jedes schnellen Checkpoints</translation>
    </message>
    <message>
        <source>Nodes of a group holding each node&apos;s fast checkpoint, its own included: it survives the loss of fewer nodes than this. One copy survives no node&apos;s loss.</source>
        <translation>Knoten einer Gruppe, die den schnellen Checkpoint jedes Knotens halten, der eigene eingeschlossen: Er übersteht den Verlust von weniger Knoten als dieser Zahl. Eine Kopie übersteht keinen Knotenverlust.</translation>
    </message>
    <message>
        <source>Nodes per replication group</source>
        <translation>Knoten je Replikationsgruppe</translation>
    </message>
    <message>
        <source>The group whose nodes hold each other&apos;s copies; at least as many nodes as copies.</source>
        <translation>Die Gruppe, deren Knoten die Kopien der anderen halten; mindestens so viele Knoten wie Kopien.</translation>
    </message>
    <message>
        <source>Custom model</source>
        <translation>Eigenes Modell</translation>
    </message>
    <message>
        <source>BF16 / FP16</source>
        <translation>BF16 / FP16</translation>
    </message>
    <message>
        <source>FP8</source>
        <translation>FP8</translation>
    </message>
    <message>
        <source>INT8 (weights)</source>
        <translation>INT8 (Gewichte)</translation>
    </message>
    <message>
        <source>INT4 (weights)</source>
        <translation>INT4 (Gewichte)</translation>
    </message>
    <message>
        <source>Neither T4 nor L4 holds the model with its cache or meets the latency targets within one VM: the tree&apos;s answer for large serving is the NVLink options.</source>
        <translation>Weder T4 noch L4 fasst das Modell mit seinem Cache oder erreicht die Latenzziele innerhalb einer VM: Die Antwort des Baums für großes Serving sind die NVLink-Optionen.</translation>
    </message>
    <message>
        <source>The scale comes from the smallest T4 or L4 deployment that serves the traffic within the targets (%1, accelerators: %2).</source>
        <translation>Die Größe ergibt sich aus der kleinsten T4- oder L4-Bereitstellung, die den Verkehr innerhalb der Ziele bedient (%1, Beschleuniger: %2).</translation>
    </message>
    <message>
        <source>%1 T</source>
        <translation>%1 Bio.</translation>
    </message>
    <message>
        <source>%1 B</source>
        <translation>%1 Mrd.</translation>
    </message>
    <message>
        <source>%1 M</source>
        <translation>%1 Mio.</translation>
    </message>
    <message>
        <source>FP4 (Blackwell)</source>
        <translation>FP4 (Blackwell)</translation>
    </message>
    <message>
        <source>In-job detection</source>
        <translation>Erkennung im Job</translation>
    </message>
    <message>
        <source>From a node&apos;s loss until the job starts restarting around it: heartbeat and collective timeouts (about a minute in published systems).</source>
        <translation>Vom Verlust eines Knotens, bis der Job um ihn herum neu startet: Heartbeat- und Collective-Timeouts (etwa eine Minute in veröffentlichten Systemen).</translation>
    </message>
    <message>
        <source>In-job restart</source>
        <translation>Neustart im Job</translation>
    </message>
    <message>
        <source>Re-forming the process groups and re-initialising the ranks inside the job, before the checkpoint is read (about a minute in published systems, against ten or more for a full restart).</source>
        <translation>Neubildung der Prozessgruppen und Neuinitialisierung der Ranks im Job, bevor der Checkpoint gelesen wird (etwa eine Minute in veröffentlichten Systemen, gegenüber zehn oder mehr für einen vollständigen Neustart).</translation>
    </message>
    <message>
        <source>Stragglers (slow nodes)</source>
        <translation>Nachzügler (langsame Knoten)</translation>
    </message>
    <message>
        <source>How often a node turns slow, per node per day. A synchronous step waits for its slowest rank, so the whole job slows until the node is found and evicted; the eviction restarts the job as a failure does. No published rate: measure your own.</source>
        <translation>Wie oft ein Knoten langsam wird, pro Knoten und Tag. Ein synchroner Schritt wartet auf seinen langsamsten Rank, daher wird der ganze Job langsamer, bis der Knoten gefunden und entfernt ist; das Entfernen startet den Job wie ein Ausfall neu. Keine veröffentlichte Rate: Messen Sie Ihre eigene.</translation>
    </message>
    <message>
        <source>Straggler slowdown</source>
        <translation>Verlangsamung durch Nachzügler</translation>
    </message>
    <message>
        <source>The throughput the job loses while a slow node is in it: Falcon (2024) measured jobs 1.34 times slower on average, a loss of 25 %.</source>
        <translation>Der Durchsatz, den der Job verliert, solange ein langsamer Knoten darin ist: Falcon (2024) maß Jobs im Mittel 1,34-mal langsamer, ein Verlust von 25 %.</translation>
    </message>
    <message>
        <source>Straggler found automatically after</source>
        <translation>Nachzügler automatisch gefunden nach</translation>
    </message>
    <message>
        <source>From a node turning slow to its eviction with automatic detection: nvidia-resiliency-ext reports each rank&apos;s relative speed every 60 to 300 seconds.</source>
        <translation>Vom Langsamwerden eines Knotens bis zu seiner Entfernung mit automatischer Erkennung: nvidia-resiliency-ext meldet die relative Geschwindigkeit jedes Ranks alle 60 bis 300 Sekunden.</translation>
    </message>
    <message>
        <source>Straggler found by hand after</source>
        <translation>Nachzügler von Hand gefunden nach</translation>
    </message>
    <message>
        <source>From a node turning slow to its eviction when people notice the slower steps. No published figure: an assumption to set from your own experience.</source>
        <translation>Vom Langsamwerden eines Knotens bis zu seiner Entfernung, wenn Menschen die langsameren Schritte bemerken. Kein veröffentlichter Wert: eine Annahme, die Sie aus eigener Erfahrung setzen.</translation>
    </message>
    <message>
        <source>Data-parallel replicas</source>
        <translation>Datenparallele Replikate</translation>
    </message>
    <message>
        <source>d: the job&apos;s data-parallel replicas. A lost node takes one of them, so the shrunk job runs at (d − 1) / d of its throughput until the node&apos;s replacement comes.</source>
        <translation>d: die datenparallelen Replikate des Jobs. Ein verlorener Knoten nimmt eines davon, daher läuft der verkleinerte Job mit (d − 1) / d seines Durchsatzes, bis der Ersatz des Knotens kommt.</translation>
    </message>
    <message>
        <source>Regrow pause</source>
        <translation>Pause beim Wiederwachsen</translation>
    </message>
    <message>
        <source>The pause while the shrunk job re-forms its groups around the returned node (about a minute in published systems).</source>
        <translation>Die Pause, während der verkleinerte Job seine Gruppen um den zurückgekehrten Knoten neu bildet (etwa eine Minute in veröffentlichten Systemen).</translation>
    </message>
    <message>
        <source>Optimizing GPU Usage: preloading a 16 GB container is about 29x faster than pulling from a container registry.</source>
        <translation>Laut „Optimizing GPU Usage“ ist ein vorab geladener 16-GB-Container etwa 29-mal schneller bereit als aus einer Container-Registry.</translation>
    </message>
    <message numerus="yes">
        <source> days</source>
        <comment>after a number, in the dative (in 30 days)</comment>
        <translation>
            <numerusform> Tag</numerusform>
            <numerusform> Tagen</numerusform>
        </translation>
    </message>
    <message>
        <source>.</source>
        <comment>the full stop that ends a sentence</comment>
        <translation>.</translation>
    </message>
    <message>
        <source>hybrid sharding (FSDP within a node or slice)</source>
        <translation>hybrides Sharding (FSDP innerhalb eines Knotens oder Slices)</translation>
    </message>
    <message>
        <source>The scale comes from the smallest T4 or L4 deployment that serves the traffic; no latency targets set (%1, accelerators: %2).</source>
        <translation>Die Größe ergibt sich aus der kleinsten T4- oder L4-Bereitstellung, die den Verkehr bedient; keine Latenzziele gesetzt (%1, Beschleuniger: %2).</translation>
    </message>
</context>
<context>
    <name>gpui::AnswerRow</name>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Antwort</translation>
    </message>
    <message>
        <source>Leads to</source>
        <translation>Führt zu</translation>
    </message>
    <message>
        <source>Finding</source>
        <translation>Befund</translation>
    </message>
    <message>
        <source>Condition</source>
        <translation>Bedingung</translation>
    </message>
    <message>
        <source>The answer as a sentence, for the study</source>
        <translation>Die Antwort als Satz, für den Lernmodus</translation>
    </message>
    <message>
        <source>When the plan decides it: accelerators &gt; 32</source>
        <translation>Wenn der Plan sie entscheidet: accelerators &gt; 32</translation>
    </message>
    <message>
        <source>Remove answer</source>
        <translation>Antwort entfernen</translation>
    </message>
</context>
<context>
    <name>gpui::AnswerText</name>
    <message>
        <source>ML Productivity Goodput %1</source>
        <translation>ML Productivity Goodput %1</translation>
    </message>
    <message>
        <source>%1 per million tokens · %2 a month</source>
        <translation>%1 pro Million Token · %2 im Monat</translation>
    </message>
    <message>
        <source>No accelerator serves this plan</source>
        <translation>Kein Beschleuniger bedient diesen Plan</translation>
    </message>
    <message>
        <source>Recommendation</source>
        <translation>Empfehlung</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>No accelerator priced</source>
        <translation>Kein Beschleuniger bepreist</translation>
    </message>
    <message>
        <source>the GPU walk: %1</source>
        <translation>der GPU-Pfad: %1</translation>
    </message>
    <message>
        <source>Wall time</source>
        <translation>Gesamtdauer</translation>
    </message>
    <message>
        <source>Cost of the run</source>
        <translation>Kosten des Laufs</translation>
    </message>
    <message>
        <source>Cost per productive hour</source>
        <translation>Kosten pro produktiver Stunde</translation>
    </message>
    <message>
        <source>%1 days</source>
        <translation>%1 Tage</translation>
    </message>
    <message>
        <source>within the %1-day deadline</source>
        <translation>innerhalb der Frist von %1 Tagen</translation>
    </message>
    <message>
        <source>⚠ %1 days past the deadline</source>
        <translation>⚠ %1 Tage nach der Frist</translation>
    </message>
    <message>
        <source>%1 billed accelerator-hours</source>
        <translation>%1 abgerechnete Beschleunigerstunden</translation>
    </message>
    <message>
        <source>per productive accelerator-hour</source>
        <translation>pro produktiver Beschleunigerstunde</translation>
    </message>
    <message>
        <source>⚠ the model does not fit this accelerator&apos;s memory</source>
        <translation>⚠ das Modell passt nicht in den Speicher dieses Beschleunigers</translation>
    </message>
    <message>
        <source>%1: %2 × %3</source>
        <translation>%1: %2 × %3</translation>
    </message>
    <message>
        <source>Latency</source>
        <translation>Latenz</translation>
    </message>
    <message>
        <source>Cost a month</source>
        <translation>Kosten im Monat</translation>
    </message>
    <message>
        <source>Cost per million tokens</source>
        <translation>Kosten pro Million Token</translation>
    </message>
    <message>
        <source>TTFT %1</source>
        <translation>TTFT %1</translation>
    </message>
    <message>
        <source>TPOT %1 · batch %2</source>
        <translation>TPOT %1 · Batch %2</translation>
    </message>
    <message>
        <source>%1 an hour</source>
        <translation>%1 pro Stunde</translation>
    </message>
    <message>
        <source>within the latency targets</source>
        <translation>innerhalb der Latenzziele</translation>
    </message>
    <message>
        <source>%1 a month · no cost per million tokens (%2)</source>
        <translation>%1 im Monat · keine Kosten je Million Token (%2)</translation>
    </message>
    <message>
        <source>+%1 points</source>
        <translation>+%1 Punkte</translation>
    </message>
    <message>
        <source>%1 → %2, %3 goodput</source>
        <translation>%1 → %2, %3-Goodput</translation>
    </message>
    <message>
        <source>Nothing meets the goal</source>
        <translation>Nichts erreicht das Ziel</translation>
    </message>
    <message>
        <source>Your plan, %1</source>
        <translation>Ihr Plan, %1</translation>
    </message>
    <message>
        <source>Wall time, your plan</source>
        <translation>Gesamtdauer, Ihr Plan</translation>
    </message>
    <message>
        <source>Cost of the run, your plan</source>
        <translation>Kosten des Laufs, Ihr Plan</translation>
    </message>
    <message>
        <source>Cost per productive hour, your plan</source>
        <translation>Kosten pro produktiver Stunde, Ihr Plan</translation>
    </message>
    <message>
        <source>Your plan is the recommendation.</source>
        <translation>Ihr Plan ist die Empfehlung.</translation>
    </message>
    <message>
        <source>no latency targets set</source>
        <translation>keine Latenzziele gesetzt</translation>
    </message>
</context>
<context>
    <name>gpui::BreakdownChart</name>
    <message>
        <source>Waiting</source>
        <translation>Warten</translation>
    </message>
    <message>
        <source>Rescheduling</source>
        <translation>Neuplanen</translation>
    </message>
    <message>
        <source>Resuming</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <source>Lost progress</source>
        <translation>Verlorener Fortschritt</translation>
    </message>
    <message>
        <source>Saves</source>
        <translation>Speichervorgänge</translation>
    </message>
    <message>
        <source>Below peak (MFU)</source>
        <translation>Unter Spitzenleistung (MFU)</translation>
    </message>
    <message>
        <source>Goodput</source>
        <translation>Goodput</translation>
    </message>
    <message>
        <source>ML Productivity Goodput and badput</source>
        <translation>ML Productivity Goodput und Badput</translation>
    </message>
    <message>
        <source>Share of the evaluation window (%)</source>
        <translation>Anteil am Bewertungsfenster (%)</translation>
    </message>
    <message>
        <source>%1 %2 h · %3</source>
        <translation>%1 %2 h · %3</translation>
    </message>
    <message>
        <source>Scheduling %1 × Runtime %2 × Program %3 = %4</source>
        <translation>Scheduling %1 × Laufzeit %2 × Programm %3 = %4</translation>
    </message>
    <message>
        <source>Where the window goes</source>
        <translation>Wohin das Fenster geht</translation>
    </message>
    <message>
        <source>Hours</source>
        <translation>Stunden</translation>
    </message>
    <message>
        <source>Shrunk (elastic)</source>
        <translation>Verkleinert (elastisch)</translation>
    </message>
    <message>
        <source>Slowed by stragglers</source>
        <translation>Durch Nachzügler verlangsamt</translation>
    </message>
</context>
<context>
    <name>gpui::BriefingText</name>
    <message>
        <source>waiting for capacity</source>
        <translation>das Warten auf Kapazität</translation>
    </message>
    <message>
        <source>rescheduling after interruptions</source>
        <translation>das Neuplanen nach Unterbrechungen</translation>
    </message>
    <message>
        <source>resuming after interruptions</source>
        <translation>das Fortsetzen nach Unterbrechungen</translation>
    </message>
    <message>
        <source>progress lost since the last checkpoint</source>
        <translation>seit dem letzten Checkpoint verlorener Fortschritt</translation>
    </message>
    <message>
        <source>saving checkpoints</source>
        <translation>das Speichern von Checkpoints</translation>
    </message>
    <message>
        <source>Scheduling goodput</source>
        <translation>Scheduling-Goodput</translation>
    </message>
    <message>
        <source>Runtime goodput</source>
        <translation>Laufzeit-Goodput</translation>
    </message>
    <message>
        <source>Program goodput (MFU)</source>
        <translation>Programm-Goodput (MFU)</translation>
    </message>
    <message>
        <source>%1 is the lowest factor, at %2.</source>
        <translation>%1 ist mit %2 der niedrigste Faktor.</translation>
    </message>
    <message>
        <source>Of the hours interruptions and checkpoints take, %1 takes the most: %2 h of the %3 h window.</source>
        <translation>Von den Stunden, die Unterbrechungen und Checkpoints kosten, kostet %1 die meisten: %2 h des Fensters von %3 h.</translation>
    </message>
    <message>
        <source>The run misses its deadline by %1 days.</source>
        <translation>Der Lauf verfehlt seine Frist um %1 Tage.</translation>
    </message>
    <message>
        <source>Only %1 days to spare before the deadline: a slow start or a bad week misses it.</source>
        <translation>Nur %1 Tage Puffer bis zur Frist: ein langsamer Start oder eine schlechte Woche verfehlt sie.</translation>
    </message>
    <message>
        <source>The model needs %1 GB an accelerator and %2 GB are usable: it does not fit as planned.</source>
        <translation>Das Modell braucht %1 GB pro Beschleuniger, nutzbar sind %2 GB: es passt so nicht.</translation>
    </message>
    <message>
        <source>Spot capacity is preempted at %1 a node-day and may take hours to return.</source>
        <translation>Spot-Kapazität wird mit %1 pro Knotentag verdrängt und kann Stunden brauchen, bis sie zurückkommt.</translation>
    </message>
    <message>
        <source>%1 interruptions are expected in the window, each idling all %2 accelerators.</source>
        <translation>Im Fenster werden %1 Unterbrechungen erwartet, jede legt alle %2 Beschleuniger still.</translation>
    </message>
    <message>
        <source>The MFU of %1 is an estimate until a run measures it; time and cost scale with it.</source>
        <translation>Die MFU von %1 ist eine Schätzung, bis ein Lauf sie misst; Dauer und Kosten skalieren mit ihr.</translation>
    </message>
    <message>
        <source>The replicas are sized for a peak of %1 requests a second; above it the latency targets fail.</source>
        <translation>Die Replikate sind für eine Spitze von %1 Anfragen pro Sekunde ausgelegt; darüber werden die Latenzziele verfehlt.</translation>
    </message>
    <message>
        <source>Spot capacity can be reclaimed at any time: a service on Spot loses replicas without notice.</source>
        <translation>Spot-Kapazität kann jederzeit zurückgefordert werden: ein Dienst auf Spot verliert Replikate ohne Vorwarnung.</translation>
    </message>
    <message>
        <source>%1: %2 points of ML Productivity Goodput.</source>
        <translation>%1: %2 Punkte ML Productivity Goodput.</translation>
    </message>
    <message>
        <source>Run on %1 nodes to meet the deadline: %2 days.</source>
        <translation>Mit %1 Knoten ausführen, um die Frist einzuhalten: %2 Tage.</translation>
    </message>
    <message>
        <source>%1 × %2 meets the deadline: %3 days.</source>
        <translation>%1 × %2 hält die Frist ein: %3 Tage.</translation>
    </message>
    <message>
        <source>Run a short pilot and open its goodput log in the Measured view to check the plan&apos;s MFU and interruption rates.</source>
        <translation>Einen kurzen Pilotlauf machen und sein Goodput-Protokoll in der Ansicht „Gemessen“ öffnen, um MFU und Unterbrechungsraten des Plans zu prüfen.</translation>
    </message>
    <message>
        <source>Compare each run&apos;s goodput log with this plan in the Measured view.</source>
        <translation>Das Goodput-Protokoll jedes Laufs in der Ansicht „Gemessen“ mit diesem Plan vergleichen.</translation>
    </message>
    <message>
        <source>Confirm the capacity and its provisioning with the cloud provider before the start date.</source>
        <translation>Kapazität und Bereitstellung vor dem Starttermin mit dem Cloud-Anbieter bestätigen.</translation>
    </message>
    <message>
        <source>Benchmark the model on the served accelerator to confirm TTFT and TPOT at the planned batch.</source>
        <translation>Das Modell auf dem bedienenden Beschleuniger messen, um TTFT und TPOT bei der geplanten Batchgröße zu bestätigen.</translation>
    </message>
    <message>
        <source>A 1-year commitment would cut the serving cost by %1.</source>
        <translation>Eine 1-Jahres-Zusage würde die Bereitstellungskosten um %1 senken.</translation>
    </message>
    <message>
        <source>running shrunk while lost nodes are replaced</source>
        <translation>der verkleinerte Betrieb, während verlorene Knoten ersetzt werden</translation>
    </message>
    <message>
        <source>running slowed by stragglers</source>
        <translation>der durch Nachzügler verlangsamte Betrieb</translation>
    </message>
</context>
<context>
    <name>gpui::CalibrateDialog</name>
    <message>
        <source>Fit the Plan to This Measurement</source>
        <translation>Plan an diese Messung anpassen</translation>
    </message>
    <message>
        <source>not known</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source> tokens</source>
        <translation> Tokens</translation>
    </message>
    <message>
        <source>Tokens per step</source>
        <translation>Tokens je Schritt</translation>
    </message>
    <message>
        <source>Global batch × sequence length: with it, the ideal step time gives the MFU</source>
        <translation>Globaler Batch × Sequenzlänge: damit ergibt die ideale Schrittzeit die MFU</translation>
    </message>
    <message>
        <source>Plan input</source>
        <translation>Planeingabe</translation>
    </message>
    <message>
        <source>In the plan</source>
        <translation>Im Plan</translation>
    </message>
    <message>
        <source>From the log</source>
        <translation>Aus dem Protokoll</translation>
    </message>
    <message>
        <source>Evidence</source>
        <translation>Beleg</translation>
    </message>
    <message>
        <source>Proposed plan inputs</source>
        <translation>Vorgeschlagene Planeingaben</translation>
    </message>
    <message>
        <source>The job is taken to have run on the plan&apos;s %1 nodes. Tick the inputs to take over.</source>
        <translation>Der Job gilt als auf den %1 Knoten des Plans gelaufen. Die zu übernehmenden Eingaben ankreuzen.</translation>
    </message>
    <message>
        <source>Apply to the Plan</source>
        <translation>Auf den Plan anwenden</translation>
    </message>
    <message>
        <source>Fit the plan to the measurement</source>
        <translation>Plan an die Messung anpassen</translation>
    </message>
</context>
<context>
    <name>gpui::CatalogModel</name>
    <message>
        <source>Accelerator</source>
        <translation>Beschleuniger</translation>
    </message>
    <message>
        <source>Peak TFLOP/s</source>
        <translation>Spitzen-TFLOP/s</translation>
    </message>
    <message>
        <source>Memory (GB)</source>
        <translation>Speicher (GB)</translation>
    </message>
    <message>
        <source>Memory GB/s</source>
        <translation>Speicher GB/s</translation>
    </message>
    <message>
        <source>Interconnect</source>
        <translation>Verbindung</translation>
    </message>
    <message>
        <source>Power (W)</source>
        <translation>Leistung (W)</translation>
    </message>
    <message>
        <source>On-demand $/h</source>
        <translation>On-Demand $/h</translation>
    </message>
    <message>
        <source>Spot $/h</source>
        <translation>Spot $/h</translation>
    </message>
    <message>
        <source>CUD 1y / 3y</source>
        <translation>CUD 1 J. / 3 J.</translation>
    </message>
    <message>
        <source>$ per productive h</source>
        <translation>$ je produktive Stunde</translation>
    </message>
    <message>
        <source> (priced)</source>
        <translation> (bepreist)</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 %2 GB/s</source>
        <translation>%1 %2 GB/s</translation>
    </message>
    <message>
        <source>%1 % / %2 %</source>
        <translation>%1 % / %2 %</translation>
    </message>
    <message>
        <source> ⚡ fastest</source>
        <translation> ⚡ am schnellsten</translation>
    </message>
    <message>
        <source> ★ cheapest</source>
        <translation> ★ am günstigsten</translation>
    </message>
    <message>
        <source>Specifications: %1</source>
        <translation>Spezifikationen: %1</translation>
    </message>
    <message>
        <source>Prices: %1</source>
        <translation>Preise: %1</translation>
    </message>
    <message>
        <source>Discounts: %1</source>
        <translation>Rabatte: %1</translation>
    </message>
    <message>
        <source>As of %1</source>
        <translation>Stand %1</translation>
    </message>
    <message>
        <source>Your price replaces the list price for this plan.</source>
        <translation>Ihr Preis ersetzt den Listenpreis für diesen Plan.</translation>
    </message>
    <message>
        <source>Recommended by the GPU-selection walk.</source>
        <translation>Vom Entscheidungsweg zur GPU-Wahl empfohlen.</translation>
    </message>
    <message>
        <source>MFU from your measured throughput: %1</source>
        <translation>MFU aus Ihrem gemessenen Durchsatz: %1</translation>
    </message>
    <message>
        <source>%1 measured</source>
        <translation>%1 gemessen</translation>
    </message>
    <message>
        <source>%1 the plan&apos;s</source>
        <translation>%1 des Plans</translation>
    </message>
    <message>
        <source>%1 published</source>
        <translation>%1 veröffentlicht</translation>
    </message>
    <message>
        <source>%1 the plan&apos;s, none published</source>
        <translation>%1 des Plans, keiner veröffentlicht</translation>
    </message>
    <message>
        <source>%1 in %2 d</source>
        <translation>%1 in %2 T</translation>
    </message>
    <message>
        <source>never fits</source>
        <translation>passt nie</translation>
    </message>
    <message>
        <source>beyond its largest job</source>
        <translation>über seinem größten Job</translation>
    </message>
    <message>
        <source>out of reach</source>
        <translation>unerreichbar</translation>
    </message>
    <message>
        <source>Memory fit</source>
        <translation>Speicher</translation>
    </message>
    <message>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <source>Needed for the deadline</source>
        <translation>Für die Frist nötig</translation>
    </message>
    <message>
        <source>✓ %1 of %2 GB</source>
        <translation>✓ %1 von %2 GB</translation>
    </message>
    <message>
        <source>✗ %1 of %2 GB</source>
        <translation>✗ %1 von %2 GB</translation>
    </message>
    <message>
        <source>✓ meets</source>
        <translation>✓ hält ein</translation>
    </message>
    <message>
        <source>✗ misses</source>
        <translation>✗ verfehlt</translation>
    </message>
    <message>
        <source>MFU: %1</source>
        <translation>MFU: %1</translation>
    </message>
    <message>
        <source>Largest job: %1 accelerators. %2</source>
        <translation>Größter Job: %1 Beschleuniger. %2</translation>
    </message>
    <message>
        <source>Memory per accelerator: %1 GB of weights, gradients and optimizer states, %2 of activations, %3 GB usable</source>
        <translation>Speicher je Beschleuniger: %1 GB Gewichte, Gradienten und Optimiererzustände, %2 Aktivierungen, %3 GB nutzbar</translation>
    </message>
    <message>
        <source>%1 GB</source>
        <translation>%1 GB</translation>
    </message>
    <message>
        <source>none counted (set the model&apos;s shape)</source>
        <translation>keine gezählt (Modellform angeben)</translation>
    </message>
    <message>
        <source>Wall time %1 days: %2 h waiting for capacity (not billed), %3 days running</source>
        <translation>Gesamtzeit %1 Tage: %2 h Warten auf Kapazität (nicht berechnet), %3 Tage Laufzeit</translation>
    </message>
    <message>
        <source>Added to this plan&apos;s catalog.</source>
        <translation>Zum Katalog dieses Plans hinzugefügt.</translation>
    </message>
    <message>
        <source>%1 from its layout (%2)</source>
        <translation>%1 aus seinem Layout (%2)</translation>
    </message>
    <message>
        <source>%1 from its layout</source>
        <translation>%1 aus seinem Layout</translation>
    </message>
    <message>
        <source>Days at your %1</source>
        <translation>Tage bei Ihren %1</translation>
    </message>
    <message>
        <source>Cost at your %1</source>
        <translation>Kosten bei Ihren %1</translation>
    </message>
    <message>
        <source>✔ recommended: meets it with %1</source>
        <translation>✔ empfohlen: hält sie mit %1 ein</translation>
    </message>
    <message>
        <source>✗ does not fit</source>
        <translation>✗ passt nicht</translation>
    </message>
    <message>
        <source>✗ misses by %1 d</source>
        <translation>✗ verfehlt um %1 T</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Does not fit: the model needs %1 GB of each accelerator&apos;s %2 GB usable at your %3.</source>
        <translation>Passt nicht: Das Modell braucht bei Ihren %3 je Beschleuniger %1 GB der nutzbaren %2 GB.</translation>
    </message>
</context>
<context>
    <name>gpui::CheckpointSwitches</name>
    <message>
        <source>Mixed-precision Adam checkpoints about 14 bytes per parameter: 16-bit weights (2) and FP32 master weights and two moments (12).</source>
        <translation>Adam mit gemischter Genauigkeit speichert etwa 14 Bytes je Parameter: 16-Bit-Gewichte (2) sowie FP32-Mastergewichte und zwei Momente (12).</translation>
    </message>
    <message>
        <source>Checkpoint save and restore</source>
        <translation>Checkpoint speichern und wiederherstellen</translation>
    </message>
    <message>
        <source>Take the checkpoint state from the training run</source>
        <translation>Checkpoint-Zustand aus dem Trainingslauf übernehmen</translation>
    </message>
    <message>
        <source>Save %1, as typed. Give the checkpoint state to derive it from the storage&apos;s bandwidth.</source>
        <translation>Speichern %1, wie eingegeben. Den Checkpoint-Zustand angeben, um es aus der Bandbreite des Speichers abzuleiten.</translation>
    </message>
    <message>
        <source>Save %1, measured (the state and bandwidth would give %2).</source>
        <translation>Speichern %1, gemessen (Zustand und Bandbreite ergäben %2).</translation>
    </message>
    <message>
        <source>Save %1: %2 GB at %3 GB/s plus the overhead.</source>
        <translation>Speichern %1: %2 GB mit %3 GB/s plus Aufwand.</translation>
    </message>
    <message>
        <source>A restore reads it in %1 at %2 GB/s.</source>
        <translation>Eine Wiederherstellung liest ihn in %1 mit %2 GB/s.</translation>
    </message>
    <message>
        <source>The job stalls %1 a save; the rest uploads behind it.</source>
        <translation>Der Job hält je Speichervorgang %1 an; der Rest wird dahinter hochgeladen.</translation>
    </message>
    <message>
        <source>Checkpoint tiers</source>
        <translation>Checkpoint-Stufen</translation>
    </message>
    <message>
        <source>Fast tier: a save of %1 writes %2 copies of the state at %3 GB/s per node.</source>
        <translation>Schnelle Stufe: Eine Sicherung von %1 schreibt %2 Kopien des Zustands mit %3 GB/s je Knoten.</translation>
    </message>
    <message>
        <source>Fast tier: a save of %1, as typed.</source>
        <translation>Schnelle Stufe: eine Sicherung von %1, wie eingegeben.</translation>
    </message>
    <message numerus="yes">
        <source>The persistent save comes with every %n fast saves.</source>
        <translation>
            <numerusform>Die dauerhafte Sicherung kommt mit jeder %n. schnellen Sicherung.</numerusform>
            <numerusform>Die dauerhafte Sicherung kommt mit jeder %n. schnellen Sicherung.</numerusform>
        </translation>
    </message>
    <message>
        <source>Failures and maintenance resume from it; a Spot preemption goes back to the persistent tier.</source>
        <translation>Ausfälle und Wartung setzen dort fort; eine Spot-Unterbrechung geht auf die dauerhafte Stufe zurück.</translation>
    </message>
    <message>
        <source>With one copy it survives no node&apos;s loss: every interruption goes back to the persistent tier.</source>
        <translation>Mit einer Kopie übersteht sie keinen Knotenverlust: Jede Unterbrechung geht auf die dauerhafte Stufe zurück.</translation>
    </message>
    <message>
        <source>A restore from it reads in %1.</source>
        <translation>Eine Wiederherstellung daraus liest in %1.</translation>
    </message>
    <message>
        <source>none (nothing goes back to it)</source>
        <translation>keines (nichts geht darauf zurück)</translation>
    </message>
    <message>
        <source>Daly&apos;s optimum: fast tier %1, persistent tier %2.</source>
        <translation>Dalys Optimum: schnelle Stufe %1, dauerhafte Stufe %2.</translation>
    </message>
    <message>
        <source>Daly&apos;s optimum: %1.</source>
        <translation>Dalys Optimum: %1.</translation>
    </message>
    <message>
        <source>Of the window, the fast tier saves %1 and loses %2; the persistent tier saves %3 and loses %4.</source>
        <translation>Vom Fenster sichert die schnelle Stufe %1 und verliert %2; die dauerhafte Stufe sichert %3 und verliert %4.</translation>
    </message>
    <message>
        <source>State Is the Training Run&apos;s (%1 GB)</source>
        <translation>Zustand ist der des Trainingslaufs (%1 GB)</translation>
    </message>
    <message>
        <source>Set the State to the Training Run&apos;s %1 GB (now %2 GB)</source>
        <translation>Zustand auf die %1 GB des Trainingslaufs setzen (jetzt %2 GB)</translation>
    </message>
</context>
<context>
    <name>gpui::CommitmentText</name>
    <message>
        <source>%1 is paid for its whole term: %2, of which this %3-day run uses %4. With %5 of the rest used elsewhere, the run carries %6 of it, hence %7 per productive hour: the shorter the run, the larger the share of the term it carries. The commitment costs what on demand would once %8 of its term is used.</source>
        <translation>%1 wird für die ganze Laufzeit bezahlt: %2, wovon dieser Lauf von %3 Tagen %4 nutzt. Wird vom Rest %5 anderweitig genutzt, trägt der Lauf %6 davon, daher %7 pro produktiver Stunde: Je kürzer der Lauf, desto größer der Anteil der Laufzeit, den er trägt. Die Zusage kostet so viel wie On-Demand, sobald %8 ihrer Laufzeit genutzt werden.</translation>
    </message>
</context>
<context>
    <name>gpui::CostCharts</name>
    <message>
        <source>Days to train per accelerator</source>
        <translation>Trainingstage je Beschleuniger</translation>
    </message>
    <message>
        <source>Total cost per accelerator</source>
        <translation>Gesamtkosten je Beschleuniger</translation>
    </message>
    <message>
        <source>Days to train</source>
        <translation>Tage bis zum Trainingsende</translation>
    </message>
    <message>
        <source>days</source>
        <translation>Tage</translation>
    </message>
    <message>
        <source>Fastest</source>
        <translation>Am schnellsten</translation>
    </message>
    <message>
        <source>Total cost (thousand $)</source>
        <translation>Gesamtkosten (Tausend $)</translation>
    </message>
    <message>
        <source>k$</source>
        <translation>Tsd. $</translation>
    </message>
    <message>
        <source>Cheapest</source>
        <translation>Am günstigsten</translation>
    </message>
    <message>
        <source>Days to train and total cost per accelerator</source>
        <translation>Trainingstage und Gesamtkosten je Beschleuniger</translation>
    </message>
    <message>
        <source>Accelerator</source>
        <translation>Beschleuniger</translation>
    </message>
    <message>
        <source>Total cost ($)</source>
        <translation>Gesamtkosten ($)</translation>
    </message>
</context>
<context>
    <name>gpui::CostsView</name>
    <message>
        <source>Measured throughput</source>
        <translation>Gemessener Durchsatz</translation>
    </message>
    <message>
        <source>Costs</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <source> B parameters</source>
        <translation> Mrd. Parameter</translation>
    </message>
    <message>
        <source>Model parameters, in billions</source>
        <translation>Modellparameter in Milliarden</translation>
    </message>
    <message>
        <source> B tokens</source>
        <translation> Mrd. Tokens</translation>
    </message>
    <message>
        <source>Training tokens, in billions</source>
        <translation>Trainings-Tokens in Milliarden</translation>
    </message>
    <message>
        <source>Accelerator to price</source>
        <translation>Zu bepreisender Beschleuniger</translation>
    </message>
    <message>
        <source>BF16 / FP16</source>
        <translation>BF16 / FP16</translation>
    </message>
    <message>
        <source>FP8</source>
        <translation>FP8</translation>
    </message>
    <message>
        <source>INT8</source>
        <translation>INT8</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>Genauigkeit</translation>
    </message>
    <message>
        <source> tokens/s</source>
        <translation> Tokens/s</translation>
    </message>
    <message>
        <source>Measured tokens per second on the priced accelerator</source>
        <translation>Gemessene Tokens pro Sekunde auf dem bepreisten Beschleuniger</translation>
    </message>
    <message>
        <source>⚠ Always validate on your workload: theoretical fit is a starting point, not a guarantee. Enter the throughput you measured on the priced accelerator to replace the MFU estimate.</source>
        <translation>⚠ Immer an Ihrer Arbeitslast prüfen: Die theoretische Passung ist ein Ausgangspunkt, keine Garantie. Geben Sie den auf dem bepreisten Beschleuniger gemessenen Durchsatz ein, um die MFU-Schätzung zu ersetzen.</translation>
    </message>
    <message>
        <source>MFU Calculator…</source>
        <translation>MFU-Rechner…</translation>
    </message>
    <message>
        <source>Reset Prices to List</source>
        <translation>Preise auf Listenpreise zurücksetzen</translation>
    </message>
    <message>
        <source>Remember as My Prices</source>
        <translation>Als meine Preise merken</translation>
    </message>
    <message>
        <source>Keep this plan&apos;s prices in your settings, to apply to other plans</source>
        <translation>Die Preise dieses Plans in Ihren Einstellungen speichern, um sie auf andere Pläne anzuwenden</translation>
    </message>
    <message>
        <source>Apply My Prices</source>
        <translation>Meine Preise anwenden</translation>
    </message>
    <message>
        <source>Replace this plan&apos;s prices with the ones you remembered</source>
        <translation>Die Preise dieses Plans durch die gemerkten ersetzen</translation>
    </message>
    <message>
        <source>Forget the prices you entered for this plan and use the catalog&apos;s list prices</source>
        <translation>Die für diesen Plan eingegebenen Preise verwerfen und die Listenpreise des Katalogs verwenden</translation>
    </message>
    <message>
        <source>Train</source>
        <translation>Trainieren</translation>
    </message>
    <message>
        <source>on</source>
        <translation>auf</translation>
    </message>
    <message>
        <source>with</source>
        <translation>mit</translation>
    </message>
    <message>
        <source>Accelerator catalog</source>
        <translation>Beschleunigerkatalog</translation>
    </message>
    <message>
        <source>Provisioning</source>
        <translation>Bereitstellung</translation>
    </message>
    <message>
        <source>$/h</source>
        <translation>$/h</translation>
    </message>
    <message>
        <source>Scheduling goodput</source>
        <translation>Scheduling-Goodput</translation>
    </message>
    <message>
        <source>Runtime goodput</source>
        <translation>Laufzeit-Goodput</translation>
    </message>
    <message>
        <source>$ per productive h</source>
        <translation>$ je produktive Stunde</translation>
    </message>
    <message>
        <source>Provisioning compared per productive hour</source>
        <translation>Bereitstellung je produktive Stunde verglichen</translation>
    </message>
    <message>
        <source>The plan&apos;s own provisioning uses the workbench&apos;s goodput; the others use the plan with their own illustrative preemption rate and wait for capacity.</source>
        <translation>Die eigene Bereitstellung des Plans nutzt den Goodput der Werkbank; die anderen nutzen den Plan mit ihrer eigenen beispielhaften Preemption-Rate und Wartezeit auf Kapazität.</translation>
    </message>
    <message>
        <source>Is Spot still cheaper per productive hour?</source>
        <translation>Ist Spot je produktive Stunde noch günstiger?</translation>
    </message>
    <message>
        <source>Change model size</source>
        <translation>Modellgröße ändern</translation>
    </message>
    <message>
        <source>Change training tokens</source>
        <translation>Trainings-Tokens ändern</translation>
    </message>
    <message>
        <source>Choose accelerator</source>
        <translation>Beschleuniger wählen</translation>
    </message>
    <message>
        <source>Change precision</source>
        <translation>Genauigkeit ändern</translation>
    </message>
    <message>
        <source>Use measured throughput</source>
        <translation>Gemessenen Durchsatz verwenden</translation>
    </message>
    <message>
        <source>Use the MFU estimate</source>
        <translation>MFU-Schätzung verwenden</translation>
    </message>
    <message>
        <source>Change measured throughput</source>
        <translation>Gemessenen Durchsatz ändern</translation>
    </message>
    <message>
        <source>Change price</source>
        <translation>Preis ändern</translation>
    </message>
    <message>
        <source>Reset prices</source>
        <translation>Preise zurücksetzen</translation>
    </message>
    <message>
        <source>Apply my prices</source>
        <translation>Meine Preise anwenden</translation>
    </message>
    <message>
        <source>%1 accelerators · C = 6 N D = %2 FLOPs · %3 · goodput from the workbench</source>
        <translation>%1 Beschleuniger · C = 6 N D = %2 FLOPs · %3 · Goodput aus der Werkbank</translation>
    </message>
    <message>
        <source> (this plan)</source>
        <translation> (dieser Plan)</translation>
    </message>
    <message>
        <source> ★</source>
        <translation> ★</translation>
    </message>
    <message>
        <source>Memory and Parallelism…</source>
        <translation>Speicher und Parallelisierung …</translation>
    </message>
    <message>
        <source>Optimizer, sharding, tensor and pipeline parallelism, activation checkpointing and the model&apos;s shape: what decides whether the model fits each accelerator</source>
        <translation>Optimierer, Sharding, Tensor- und Pipeline-Parallelität, Aktivierungs-Checkpointing und die Modellform: was entscheidet, ob das Modell in jeden Beschleuniger passt</translation>
    </message>
    <message>
        <source>Import Catalog…</source>
        <translation>Katalog importieren …</translation>
    </message>
    <message>
        <source>Add the accelerators of a catalog file (the built-in catalog&apos;s schema) to this plan</source>
        <translation>Die Beschleuniger einer Katalogdatei (Schema des eingebauten Katalogs) zu diesem Plan hinzufügen</translation>
    </message>
    <message>
        <source> days</source>
        <translation> Tage</translation>
    </message>
    <message>
        <source>the evaluation window</source>
        <translation>das Auswertungsfenster</translation>
    </message>
    <message>
        <source>Deadline, in days from the start</source>
        <translation>Frist, in Tagen ab dem Start</translation>
    </message>
    <message>
        <source>finish within</source>
        <translation>fertig innerhalb</translation>
    </message>
    <message>
        <source>Wall days</source>
        <translation>Tage gesamt</translation>
    </message>
    <message>
        <source>Billed accelerator-h</source>
        <translation>Berechnete Beschleuniger-h</translation>
    </message>
    <message>
        <source>Cost of the run</source>
        <translation>Kosten des Laufs</translation>
    </message>
    <message>
        <source>Commitment (break-even use)</source>
        <translation>Zusage (Nutzung zur Kostendeckung)</translation>
    </message>
    <message>
        <source>Import Catalog</source>
        <translation>Katalog importieren</translation>
    </message>
    <message>
        <source>Accelerator catalogs (*.json);;All files (*)</source>
        <translation>Beschleunigerkataloge (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Change deadline</source>
        <translation>Frist ändern</translation>
    </message>
    <message>
        <source>Import catalog</source>
        <translation>Katalog importieren</translation>
    </message>
    <message>
        <source>%1 ✓</source>
        <translation>%1 ✓</translation>
    </message>
    <message>
        <source>%1 ✗ late</source>
        <translation>%1 ✗ zu spät</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>DWS flex-start: the wait for capacity is not billed; a request runs at most 7 days, so this run takes %1 requests, each waiting again.</source>
        <translation>DWS Flex-Start: das Warten auf Kapazität wird nicht berechnet; eine Anfrage läuft höchstens 7 Tage, daher braucht dieser Lauf %1 Anfragen, jede mit erneutem Warten.</translation>
    </message>
    <message>
        <source>DWS calendar: capacity reserved in whole days (1 to 90 a reservation), each paid in full.</source>
        <translation>DWS-Kalender: Kapazität in ganzen Tagen reserviert (1 bis 90 je Reservierung), jeder voll bezahlt.</translation>
    </message>
    <message>
        <source>Spot: the Spot rate, with the Spot preemptions of the plan&apos;s model.</source>
        <translation>Spot: der Spot-Preis, mit den Spot-Unterbrechungen des Plan-Modells.</translation>
    </message>
    <message>
        <source>On demand: billed for the running hours; the wait for capacity is not billed.</source>
        <translation>On-Demand: berechnet werden die Laufstunden; das Warten auf Kapazität wird nicht berechnet.</translation>
    </message>
    <message>
        <source>Prices and MFU are editable; hover a row for the sources of its figures</source>
        <translation>Preise und MFU sind bearbeitbar; mit der Maus über einer Zeile erscheinen die Quellen ihrer Werte</translation>
    </message>
    <message>
        <source>Change MFU of %1</source>
        <translation>MFU von %1 ändern</translation>
    </message>
    <message>
        <source>checkpoint storage %1 included</source>
        <translation>Checkpoint-Speicher %1 enthalten</translation>
    </message>
    <message>
        <source>Training or fine-tuning</source>
        <translation>Training oder Feinabstimmung</translation>
    </message>
    <message>
        <source>Inference (serving)</source>
        <translation>Inferenz (Serving)</translation>
    </message>
    <message>
        <source>What the plan is for</source>
        <translation>Wofür der Plan ist</translation>
    </message>
    <message>
        <source>This plan is for</source>
        <translation>Dieser Plan ist für</translation>
    </message>
    <message>
        <source>Plan for serving</source>
        <translation>Für Serving planen</translation>
    </message>
    <message>
        <source>Plan for training</source>
        <translation>Für Training planen</translation>
    </message>
    <message>
        <source>No accelerator chosen: priced on %1, the first the GPU walk recommends that fits the model.</source>
        <translation>Kein Beschleuniger gewählt: berechnet mit %1, dem ersten vom GPU-Pfad empfohlenen, in den das Modell passt.</translation>
    </message>
    <message>
        <source>No accelerator chosen: priced on %1, the cheapest that fits the model and meets the deadline.</source>
        <translation>Kein Beschleuniger gewählt: berechnet mit %1, dem günstigsten, in den das Modell passt und der die Frist einhält.</translation>
    </message>
    <message>
        <source>No accelerator chosen: priced on %1, the soonest of those that fit the model (none meets the deadline).</source>
        <translation>Kein Beschleuniger gewählt: berechnet mit %1, dem schnellsten derer, in die das Modell passt (keiner hält die Frist ein).</translation>
    </message>
    <message>
        <source>No accelerator chosen, and the model fits none at this count: priced on %1, which cannot hold it.</source>
        <translation>Kein Beschleuniger gewählt, und das Modell passt bei dieser Anzahl in keinen: berechnet mit %1, der es nicht aufnehmen kann.</translation>
    </message>
    <message>
        <source>Used accelerator-h</source>
        <translation>Genutzte Beschleuniger-h</translation>
    </message>
    <message>
        <source>%1 (whole term)</source>
        <translation>%1 (ganze Laufzeit)</translation>
    </message>
    <message>
        <source>MFU %1</source>
        <translation>MFU %1</translation>
    </message>
    <message>
        <source> (the GPU walk&apos;s pick)</source>
        <translation> (Wahl des GPU-Pfads)</translation>
    </message>
    <message>
        <source>Shape assumed from %1</source>
        <translation>Form übernommen von %1</translation>
    </message>
    <message>
        <source> token/s</source>
        <translation> Token/s</translation>
    </message>
    <message>
        <source>Plan for serving, on demand</source>
        <translation>Für Serving planen, auf Abruf</translation>
    </message>
</context>
<context>
    <name>gpui::DataTable</name>
    <message>
        <source>Table</source>
        <translation>Tabelle</translation>
    </message>
    <message>
        <source>Show the chart&apos;s data as a table</source>
        <translation>Die Daten des Diagramms als Tabelle zeigen</translation>
    </message>
    <message>
        <source>Data table of %1</source>
        <translation>Datentabelle zu %1</translation>
    </message>
</context>
<context>
    <name>gpui::DecisionPanel</name>
    <message>
        <source>Gotchas</source>
        <translation>Fallstricke</translation>
    </message>
    <message>
        <source>From the source text</source>
        <translation>Aus dem Quelltext (englisches Original)</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Neu beginnen</translation>
    </message>
    <message>
        <source>Answers so far</source>
        <translation>Bisherige Antworten</translation>
    </message>
    <message>
        <source>Activate an answer to go back to that question</source>
        <translation>Aktivieren Sie eine Antwort, um zu dieser Frage zurückzukehren</translation>
    </message>
    <message>
        <source>Go back one answer (Backspace)</source>
        <translation>Eine Antwort zurück (Rücktaste)</translation>
    </message>
    <message>
        <source>Start the walk again from the first question</source>
        <translation>Den Weg wieder bei der ersten Frage beginnen</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>(none yet)</source>
        <translation>(noch keine)</translation>
    </message>
    <message>
        <source>%1  %2</source>
        <translation>%1  %2</translation>
    </message>
    <message>
        <source>Choice %1: press %1</source>
        <translation>Antwort %1: Taste %1</translation>
    </message>
    <message>
        <source>Why it holds</source>
        <translation>Warum es gilt</translation>
    </message>
    <message>
        <source>What to look at</source>
        <translation>Worauf zu achten ist</translation>
    </message>
    <message>
        <source>This plan&apos;s serving</source>
        <translation>Das Serving dieses Plans</translation>
    </message>
    <message>
        <source>Start again from the first question (Home)</source>
        <translation>Wieder bei der ersten Frage beginnen (Pos1)</translation>
    </message>
    <message>
        <source>%1 → %2 (from the plan)</source>
        <translation>%1 → %2 (aus dem Plan)</translation>
    </message>
    <message>
        <source>%1  %2  (the plan&apos;s answer)</source>
        <translation>%1  %2  (die Antwort des Plans)</translation>
    </message>
    <message>
        <source>Choice %1: press %1. The plan&apos;s figures give this answer.</source>
        <translation>Auswahl %1: %1 drücken. Die Kennzahlen des Plans ergeben diese Antwort.</translation>
    </message>
    <message>
        <source>Price the plan on this answer&apos;s accelerator (undoable). Walking the tree alone never changes the price.</source>
        <translation>Den Plan mit dem Beschleuniger dieser Antwort kalkulieren (rückgängig zu machen). Das Durchgehen des Baums allein ändert den Preis nie.</translation>
    </message>
</context>
<context>
    <name>gpui::DecisionView</name>
    <message>
        <source>Decision flowcharts</source>
        <translation>Entscheidungsdiagramme</translation>
    </message>
    <message>
        <source>Decision graphs</source>
        <translation>Entscheidungsgraphen</translation>
    </message>
    <message>
        <source>Flowchart</source>
        <translation>Flussdiagramm</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>Vergrößern</translation>
    </message>
    <message>
        <source>Zoom in (Ctrl++)</source>
        <translation>Vergrößern (Strg++)</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>Verkleinern</translation>
    </message>
    <message>
        <source>Zoom out (Ctrl+-)</source>
        <translation>Verkleinern (Strg+-)</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>Einpassen</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exportieren…</translation>
    </message>
    <message>
        <source>Save the chart with its walked path as SVG or PNG</source>
        <translation>Das Diagramm mit seinem gegangenen Weg als SVG oder PNG speichern</translation>
    </message>
    <message>
        <source>Current step: %1</source>
        <translation>Aktueller Schritt: %1</translation>
    </message>
    <message>
        <source>Answer “%1”</source>
        <translation>„%1“ antworten</translation>
    </message>
    <message>
        <source>Go back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Restart walk</source>
        <translation>Weg neu beginnen</translation>
    </message>
    <message>
        <source>Go back to a question</source>
        <translation>Zu einer Frage zurückkehren</translation>
    </message>
    <message>
        <source>Export Flowchart</source>
        <translation>Flussdiagramm exportieren</translation>
    </message>
    <message>
        <source>SVG image (*.svg);;PNG image (*.png)</source>
        <translation>SVG-Bild (*.svg);;PNG-Bild (*.png)</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Export fehlgeschlagen</translation>
    </message>
    <message>
        <source>The chart could not be written to %1.</source>
        <translation>Das Diagramm konnte nicht nach %1 geschrieben werden.</translation>
    </message>
    <message>
        <source>Fill the view with the chart, its texts readable and the current step in view (Ctrl+0)</source>
        <translation>Die Ansicht mit dem Diagramm füllen, die Texte lesbar und den aktuellen Schritt im Blick (Strg+0)</translation>
    </message>
    <message>
        <source>Answer from the plan</source>
        <translation>Aus dem Plan beantworten</translation>
    </message>
    <message>
        <source>Answer every question this plan&apos;s figures decide, from here on; each answer is marked as the plan&apos;s and can be changed like any other (P)</source>
        <translation>Jede Frage beantworten, die die Kennzahlen dieses Plans entscheiden, von hier an; jede Antwort wird als die des Plans markiert und lässt sich wie jede andere ändern (P)</translation>
    </message>
    <message>
        <source>%1, from the graph pack %2 %3</source>
        <translation>%1, aus dem Graphpaket %2 %3</translation>
    </message>
    <message>
        <source>Edit Graphs</source>
        <translation>Graphen bearbeiten</translation>
    </message>
    <message>
        <source>Change a graph of your own packs, make a new one, or copy a built-in graph to change it</source>
        <translation>Einen Graphen Ihrer eigenen Pakete ändern, einen neuen anlegen oder einen mitgelieferten Graphen kopieren, um ihn zu ändern</translation>
    </message>
    <message>
        <source>Done Editing</source>
        <translation>Bearbeitung beenden</translation>
    </message>
    <message>
        <source>Use %1 for the plan</source>
        <translation>%1 für den Plan verwenden</translation>
    </message>
    <message>
        <source>+</source>
        <comment>zoom in</comment>
        <translation>+</translation>
    </message>
    <message>
        <source>−</source>
        <comment>zoom out</comment>
        <translation>−</translation>
    </message>
</context>
<context>
    <name>gpui::DocumentFile</name>
    <message>
        <source>opened read-only</source>
        <translation>schreibgeschützt geöffnet</translation>
    </message>
    <message>
        <source>another window has it open</source>
        <translation>ein anderes Fenster hat ihn geöffnet</translation>
    </message>
    <message>
        <source>you may not write the file</source>
        <translation>Sie dürfen die Datei nicht schreiben</translation>
    </message>
    <message>
        <source>you may not write in its folder</source>
        <translation>Sie dürfen in ihren Ordner nicht schreiben</translation>
    </message>
    <message>
        <source>The plan was not saved: %1</source>
        <translation>Der Plan wurde nicht gespeichert: %1</translation>
    </message>
    <message>
        <source>The plan was not saved: %1 is open read-only (%2). Save it under another name.</source>
        <translation>Der Plan wurde nicht gespeichert: %1 ist schreibgeschützt geöffnet (%2). Speichern Sie ihn unter anderem Namen.</translation>
    </message>
    <message>
        <source>The plan was not saved: %1 is no longer the file it was opened from (it became a link or a folder). Save it under another name.</source>
        <translation>Der Plan wurde nicht gespeichert: %1 ist nicht mehr die Datei, aus der er geöffnet wurde (sie wurde zu einem Link oder Ordner). Speichern Sie ihn unter einem anderen Namen.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>gpui::ExamPage</name>
    <message>
        <source>Number of questions</source>
        <translation>Anzahl der Fragen</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source>Time allowed</source>
        <translation>Erlaubte Zeit</translation>
    </message>
    <message>
        <source>Start Exam</source>
        <translation>Prüfung starten</translation>
    </message>
    <message>
        <source>Questions</source>
        <translation>Fragen</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>Next (Enter)</source>
        <translation>Weiter (Eingabe)</translation>
    </message>
    <message>
        <source>Topic</source>
        <translation>Thema</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>CSV exportieren…</translation>
    </message>
    <message>
        <source>Export PDF…</source>
        <translation>PDF exportieren…</translation>
    </message>
    <message>
        <source>New Exam</source>
        <translation>Neue Prüfung</translation>
    </message>
    <message>
        <source>Export Exam</source>
        <translation>Prüfung exportieren</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF-Dokumente (*.pdf)</translation>
    </message>
    <message>
        <source>Question %1 of %2 · %3:%4 left</source>
        <translation>Frage %1 von %2 · noch %3:%4</translation>
    </message>
    <message>
        <source>%1 of %2 right (%3)</source>
        <translation>%1 von %2 richtig (%3)</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>Your answer: %1</source>
        <translation>Ihre Antwort: %1</translation>
    </message>
    <message>
        <source>Goodput Planner exam, %1

%2

</source>
        <translation>Goodput-Planner-Prüfung, %1

%2

</translation>
    </message>
    <message>
        <source>%1: %2 of %3
</source>
        <translation>%1: %2 von %3
</translation>
    </message>
    <message>
        <source>An exam gives no feedback until the end; then it scores you by topic and lists every question with your answer, the right one and why.</source>
        <translation>Eine Prüfung gibt bis zum Ende keine Rückmeldung; dann bewertet sie Sie nach Themen und listet jede Frage mit Ihrer Antwort, der richtigen und der Begründung.</translation>
    </message>
    <message>
        <source>Every question, your answer and the right one</source>
        <translation>Jede Frage, Ihre Antwort und die richtige</translation>
    </message>
    <message>
        <source>End the Exam?</source>
        <translation>Prüfung beenden?</translation>
    </message>
    <message>
        <source>Unanswered questions count as missed.</source>
        <translation>Unbeantwortete Fragen zählen als falsch.</translation>
    </message>
    <message>
        <source>not answered</source>
        <translation>nicht beantwortet</translation>
    </message>
    <message>
        <source>%1. %2 %3</source>
        <translation>%1. %2 %3</translation>
    </message>
    <message>
        <source>The answer: %1</source>
        <translation>Die Antwort: %1</translation>
    </message>
    <message>
        <source>End Exam</source>
        <translation>Prüfung beenden</translation>
    </message>
    <message>
        <source>Finish now and see the report; questions without an answer count as missed</source>
        <translation>Jetzt beenden und den Bericht ansehen; unbeantwortete Fragen zählen als verfehlt</translation>
    </message>
    <message numerus="yes">
        <source>End the exam now? Questions not answered: %n.</source>
        <translation>
            <numerusform>Die Prüfung jetzt beenden? Unbeantwortete Fragen: %n.</numerusform>
            <numerusform>Die Prüfung jetzt beenden? Unbeantwortete Fragen: %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Export fehlgeschlagen</translation>
    </message>
    <message>
        <source>The exam could not be written to %1.</source>
        <translation>Die Prüfung konnte nicht nach %1 geschrieben werden.</translation>
    </message>
</context>
<context>
    <name>gpui::ExportDeploymentDialog</name>
    <message>
        <source>SkyPilot task: a managed job on any cloud SkyPilot reaches</source>
        <translation>SkyPilot-Task: ein verwalteter Job in jeder Cloud, die SkyPilot erreicht</translation>
    </message>
    <message>
        <source>GKE: a JobSet and the Kueue queue that admits it</source>
        <translation>GKE: ein JobSet und die Kueue-Warteschlange, die ihn zulässt</translation>
    </message>
    <message>
        <source>Slurm: a batch script for sbatch</source>
        <translation>Slurm: ein Batch-Skript für sbatch</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <source>Export Deployment</source>
        <translation>Bereitstellung exportieren</translation>
    </message>
    <message>
        <source>Base plan (recommended)</source>
        <translation>Basisplan (empfohlen)</translation>
    </message>
    <message>
        <source>Base plan</source>
        <translation>Basisplan</translation>
    </message>
    <message>
        <source>%1 (recommended)</source>
        <translation>%1 (empfohlen)</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Wählen…</translation>
    </message>
    <message>
        <source>Option:</source>
        <translation>Option:</translation>
    </message>
    <message>
        <source>Format:</source>
        <translation>Format:</translation>
    </message>
    <message>
        <source>Folder:</source>
        <translation>Ordner:</translation>
    </message>
    <message>
        <source>Export Deployment To</source>
        <translation>Bereitstellung exportieren nach</translation>
    </message>
    <message>
        <source>Everything the plan sets is in these files.</source>
        <translation>Alles, was der Plan festlegt, steht in diesen Dateien.</translation>
    </message>
    <message>
        <source>Not in these files, as this format cannot express it:</source>
        <translation>Nicht in diesen Dateien, da dieses Format es nicht ausdrücken kann:</translation>
    </message>
    <message numerus="yes">
        <source>Replace %n file(s) that exist already?</source>
        <translation>
            <numerusform>%n bereits vorhandene Datei ersetzen?</numerusform>
            <numerusform>%n bereits vorhandene Dateien ersetzen?</numerusform>
        </translation>
    </message>
    <message>
        <source>The deployment could not be written to %1.</source>
        <translation>Die Bereitstellung konnte nicht nach %1 geschrieben werden.</translation>
    </message>
    <message>
        <source>Export the deployment</source>
        <translation>Bereitstellung exportieren</translation>
    </message>
    <message numerus="yes">
        <source>Exported %n deployment file(s) to %1.</source>
        <translation>
            <numerusform>%n Bereitstellungsdatei nach %1 exportiert.</numerusform>
            <numerusform>%n Bereitstellungsdateien nach %1 exportiert.</numerusform>
        </translation>
    </message>
    <message>
        <source>The plan search&apos;s recommendation: %1</source>
        <translation>Die Empfehlung der Plansuche: %1</translation>
    </message>
    <message>
        <source>The name of the job, its queues, its checkpoint bucket and folder. Each plan and option has its own, so that two runs never share checkpoints.</source>
        <translation>Der Name des Jobs, seiner Warteschlangen, seines Checkpoint-Buckets und -Ordners. Jeder Plan und jede Option hat einen eigenen, damit zwei Läufe nie Checkpoints teilen.</translation>
    </message>
    <message>
        <source>Job name:</source>
        <translation>Jobname:</translation>
    </message>
    <message>
        <source>The job name takes 1 to 32 lower-case letters, digits and hyphens, starts with a letter, ends with a letter or digit, and holds no “goog”, which Cloud Storage refuses in a bucket&apos;s name.</source>
        <translation>Der Jobname besteht aus 1 bis 32 Kleinbuchstaben, Ziffern und Bindestrichen, beginnt mit einem Buchstaben, endet mit einem Buchstaben oder einer Ziffer und enthält kein „goog“, das Cloud Storage im Namen eines Buckets ablehnt.</translation>
    </message>
    <message>
        <source>No format can run this option as it was priced: change its accelerators or their count.</source>
        <translation>Kein Format kann diese Option so ausführen, wie sie bepreist wurde: Ändern Sie ihre Beschleuniger oder deren Anzahl.</translation>
    </message>
    <message>
        <source>Unless you type another: %1</source>
        <translation>Wenn Sie keinen anderen eingeben: %1</translation>
    </message>
    <message>
        <source>SkyPilot Serve: vLLM replicas behind SkyPilot&apos;s load balancer</source>
        <translation>SkyPilot Serve: vLLM-Repliken hinter dem Load Balancer von SkyPilot</translation>
    </message>
    <message>
        <source>Kubernetes: a vLLM Deployment, its Service and an autoscaler</source>
        <translation>Kubernetes: ein vLLM-Deployment, sein Service und ein Autoscaler</translation>
    </message>
</context>
<context>
    <name>gpui::FileController</name>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>Autosave failed: %1</source>
        <translation>Automatisches Speichern fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>Recover unsaved changes</source>
        <translation>Ungesicherte Änderungen wiederherstellen</translation>
    </message>
    <message>
        <source>Recovered unsaved changes</source>
        <translation>Ungesicherte Änderungen wiederhergestellt</translation>
    </message>
    <message>
        <source>Cannot recover</source>
        <translation>Wiederherstellung nicht möglich</translation>
    </message>
    <message>
        <source>The autosaved plan could not be read; it has been set aside.</source>
        <translation>Der automatisch gesicherte Plan konnte nicht gelesen werden; er wurde beiseitegelegt.</translation>
    </message>
    <message>
        <source>Unsaved Changes</source>
        <translation>Ungesicherte Änderungen</translation>
    </message>
    <message>
        <source>%1 has unsaved changes. Save them?</source>
        <translation>%1 hat ungesicherte Änderungen. Speichern?</translation>
    </message>
    <message>
        <source>Open Plan</source>
        <translation>Plan öffnen</translation>
    </message>
    <message>
        <source>Goodput plans and proposals (*.gpplan *.pdf);;Goodput plans (*.gpplan);;Proposals (*.pdf);;All files (*)</source>
        <translation>Goodput-Pläne und Angebote (*.gpplan *.pdf);;Goodput-Pläne (*.gpplan);;Angebote (*.pdf);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Cannot Open Plan</source>
        <translation>Plan kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>%1 could not be opened. The plan that was open is unchanged.</source>
        <translation>%1 konnte nicht geöffnet werden. Der geöffnete Plan bleibt unverändert.</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>%1 geöffnet</translation>
    </message>
    <message>
        <source>Cannot Save Plan</source>
        <translation>Plan kann nicht gespeichert werden</translation>
    </message>
    <message>
        <source>The plan was not saved; it is still open.</source>
        <translation>Der Plan wurde nicht gespeichert; er ist weiterhin geöffnet.</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <source>plan</source>
        <translation>plan</translation>
    </message>
    <message>
        <source>Save Plan As</source>
        <translation>Plan speichern unter</translation>
    </message>
    <message>
        <source>Goodput plans (*.gpplan)</source>
        <translation>Goodput-Pläne (*.gpplan)</translation>
    </message>
    <message>
        <source>&amp;%1 %2</source>
        <translation>&amp;%1 %2</translation>
    </message>
    <message>
        <source>Clear Menu</source>
        <translation>Menü leeren</translation>
    </message>
    <message>
        <source>The unsaved changes are being recovered in another window</source>
        <translation>Die ungesicherten Änderungen werden in einem anderen Fenster wiederhergestellt</translation>
    </message>
    <message>
        <source>%1 was removed from the disk; Save writes it again</source>
        <translation>%1 wurde vom Datenträger entfernt; Speichern schreibt die Datei erneut</translation>
    </message>
    <message>
        <source>%1 was changed by another program and has been reloaded</source>
        <translation>%1 wurde von einem anderen Programm geändert und neu geladen</translation>
    </message>
    <message>
        <source>%1 was changed by another program; you will be asked before it is overwritten</source>
        <translation>%1 wurde von einem anderen Programm geändert; vor dem Überschreiben werden Sie gefragt</translation>
    </message>
    <message>
        <source>Plan Already Open</source>
        <translation>Plan bereits geöffnet</translation>
    </message>
    <message>
        <source>%1 is open in another window. Open it read-only here?</source>
        <translation>%1 ist in einem anderen Fenster geöffnet. Hier schreibgeschützt öffnen?</translation>
    </message>
    <message>
        <source>Changes made here can be saved under another name.</source>
        <translation>Änderungen hier können unter einem anderen Namen gespeichert werden.</translation>
    </message>
    <message>
        <source>%1 was changed by another program; it was not overwritten</source>
        <translation>%1 wurde von einem anderen Programm geändert; die Datei wurde nicht überschrieben</translation>
    </message>
    <message>
        <source>File Changed on Disk</source>
        <translation>Datei auf dem Datenträger geändert</translation>
    </message>
    <message>
        <source>%1 was changed by another program since it was opened.</source>
        <translation>%1 wurde seit dem Öffnen von einem anderen Programm geändert.</translation>
    </message>
    <message>
        <source>Save overwrites it with this plan. Discard reloads it from the disk, and this plan&apos;s changes are lost.</source>
        <translation>Speichern überschreibt die Datei mit diesem Plan. Verwerfen lädt sie neu vom Datenträger, und die Änderungen an diesem Plan gehen verloren.</translation>
    </message>
    <message>
        <source>%1 could not be reloaded.</source>
        <translation>%1 konnte nicht neu geladen werden.</translation>
    </message>
    <message>
        <source>Opened %1 read-only: %2. Save writes a copy under another name.</source>
        <translation>%1 schreibgeschützt geöffnet: %2. Speichern schreibt eine Kopie unter anderem Namen.</translation>
    </message>
    <message numerus="yes">
        <source>Opened %1; %n key(s) it names are not plan keys and were ignored: %2</source>
        <translation>
            <numerusform>%1 geöffnet; %n genannter Schlüssel ist kein Planschlüssel und wurde ignoriert: %2</numerusform>
            <numerusform>%1 geöffnet; %n genannte Schlüssel sind keine Planschlüssel und wurden ignoriert: %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Opened %1. %2</source>
        <translation>%1 geöffnet. %2</translation>
    </message>
</context>
<context>
    <name>gpui::FlowchartView</name>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Current step</source>
        <translation>Aktueller Schritt</translation>
    </message>
    <message>
        <source>On the walked path</source>
        <translation>Auf dem gegangenen Weg</translation>
    </message>
    <message>
        <source>Still reachable</source>
        <translation>Noch erreichbar</translation>
    </message>
    <message>
        <source>Not on this walk</source>
        <translation>Nicht auf diesem Weg</translation>
    </message>
</context>
<context>
    <name>gpui::GraphEditor</name>
    <message>
        <source>Problems</source>
        <translation>Probleme</translation>
    </message>
    <message>
        <source>Graph editor</source>
        <translation>Grapheditor</translation>
    </message>
    <message>
        <source>Graph being edited</source>
        <translation>Bearbeiteter Graph</translation>
    </message>
    <message>
        <source>Problems of the graph</source>
        <translation>Probleme des Graphen</translation>
    </message>
    <message>
        <source>Graph to edit</source>
        <translation>Zu bearbeitender Graph</translation>
    </message>
    <message>
        <source>Move an answer&apos;s end</source>
        <translation>Ende einer Antwort verschieben</translation>
    </message>
    <message>
        <source>New Graph…</source>
        <translation>Neuer Graph…</translation>
    </message>
    <message>
        <source>A new graph in your own graph pack</source>
        <translation>Ein neuer Graph in Ihrem eigenen Graphpaket</translation>
    </message>
    <message>
        <source>Copy into a Pack</source>
        <translation>In ein Paket kopieren</translation>
    </message>
    <message>
        <source>Built-in graphs are read-only: copy this one into your own pack to change it</source>
        <translation>Mitgelieferte Graphen sind schreibgeschützt: Kopieren Sie diesen in Ihr eigenes Paket, um ihn zu ändern</translation>
    </message>
    <message>
        <source>Add Question</source>
        <translation>Frage hinzufügen</translation>
    </message>
    <message>
        <source>A question after the selected node (Q)</source>
        <translation>Eine Frage nach dem ausgewählten Knoten (Q)</translation>
    </message>
    <message>
        <source>Add Recommendation</source>
        <translation>Empfehlung hinzufügen</translation>
    </message>
    <message>
        <source>A recommendation after the selected node (R)</source>
        <translation>Eine Empfehlung nach dem ausgewählten Knoten (R)</translation>
    </message>
    <message>
        <source>Add Answer</source>
        <translation>Antwort hinzufügen</translation>
    </message>
    <message>
        <source>An answer from the selected node: then click where it leads (A)</source>
        <translation>Eine Antwort vom ausgewählten Knoten: Klicken Sie dann, wohin sie führt (A)</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>Delete the selected answer, or the node and what hangs off it (Delete)</source>
        <translation>Die ausgewählte Antwort löschen, oder den Knoten mit dem, was an ihm hängt (Entf)</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>Duplizieren</translation>
    </message>
    <message>
        <source>A copy of the selected node (Ctrl+D)</source>
        <translation>Eine Kopie des ausgewählten Knotens (Strg+D)</translation>
    </message>
    <message>
        <source>Pack Details…</source>
        <translation>Paketangaben…</translation>
    </message>
    <message>
        <source>The pack&apos;s title, author, version and licence</source>
        <translation>Titel, Autor, Version und Lizenz des Pakets</translation>
    </message>
    <message>
        <source>Export Pack…</source>
        <translation>Paket exportieren…</translation>
    </message>
    <message>
        <source>Save the pack as a .gpgraphs file to share</source>
        <translation>Das Paket als .gpgraphs-Datei zum Weitergeben speichern</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>%1 — %2 (draft)</source>
        <translation>%1 — %2 (Entwurf)</translation>
    </message>
    <message>
        <source>%1 (built-in, read-only)</source>
        <translation>%1 (mitgeliefert, schreibgeschützt)</translation>
    </message>
    <message>
        <source>Click to go to the node</source>
        <translation>Klicken, um zum Knoten zu gehen</translation>
    </message>
    <message>
        <source>Problems: none</source>
        <translation>Probleme: keine</translation>
    </message>
    <message>
        <source>Problems: %1</source>
        <translation>Probleme: %1</translation>
    </message>
    <message>
        <source>Choose a graph above, or make a new one.</source>
        <translation>Wählen Sie oben einen Graphen oder legen Sie einen neuen an.</translation>
    </message>
    <message>
        <source>A built-in graph is read-only. Copy it into a pack to change it.</source>
        <translation>Ein mitgelieferter Graph ist schreibgeschützt. Kopieren Sie ihn in ein Paket, um ihn zu ändern.</translation>
    </message>
    <message>
        <source>The pack could not be saved to %1: %2</source>
        <translation>Das Paket konnte nicht unter %1 gespeichert werden: %2</translation>
    </message>
    <message>
        <source>Click the node the new answer of “%1” leads to (Esc cancels).</source>
        <translation>Klicken Sie auf den Knoten, zu dem die neue Antwort von „%1“ führt (Esc bricht ab).</translation>
    </message>
    <message>
        <source>A draft, saved in the pack “%1”. Problems to fix: %2. It is not walked, studied or printed until they are fixed.</source>
        <translation>Ein Entwurf, gespeichert im Paket „%1“. Zu behebende Probleme: %2. Er wird erst durchlaufen, gelernt oder gedruckt, wenn sie behoben sind.</translation>
    </message>
    <message>
        <source>Saved in the pack “%1”, with no problems: it is in the flowcharts, the study and the proposal.</source>
        <translation>Im Paket „%1“ gespeichert, ohne Probleme: Er steht in den Diagrammen, im Lernmodus und im Angebot.</translation>
    </message>
    <message>
        <source>A pack holds at most %1 nodes.</source>
        <translation>Ein Paket enthält höchstens %1 Knoten.</translation>
    </message>
    <message>
        <source>Answer %1</source>
        <translation>Antwort %1</translation>
    </message>
    <message>
        <source>New question</source>
        <translation>Neue Frage</translation>
    </message>
    <message>
        <source>New recommendation</source>
        <translation>Neue Empfehlung</translation>
    </message>
    <message>
        <source>Add a question</source>
        <translation>Eine Frage hinzufügen</translation>
    </message>
    <message>
        <source>Add a recommendation</source>
        <translation>Eine Empfehlung hinzufügen</translation>
    </message>
    <message>
        <source>Select the node the answer starts from, then Add Answer.</source>
        <translation>Wählen Sie den Knoten, von dem die Antwort ausgeht, dann „Antwort hinzufügen“.</translation>
    </message>
    <message>
        <source>Add an answer</source>
        <translation>Eine Antwort hinzufügen</translation>
    </message>
    <message>
        <source>Remove an answer</source>
        <translation>Eine Antwort entfernen</translation>
    </message>
    <message>
        <source>Delete Node</source>
        <translation>Knoten löschen</translation>
    </message>
    <message>
        <source>“%1” leads to nodes that nothing else leads to: %2. Delete them with it?</source>
        <translation>„%1“ führt zu Knoten, zu denen sonst nichts führt: %2. Mit ihm löschen?</translation>
    </message>
    <message>
        <source>Delete with What Hangs Off It</source>
        <translation>Mit allem löschen, was daran hängt</translation>
    </message>
    <message>
        <source>Delete Only This Node</source>
        <translation>Nur diesen Knoten löschen</translation>
    </message>
    <message>
        <source>Delete a node with what hangs off it</source>
        <translation>Einen Knoten mit allem löschen, was daran hängt</translation>
    </message>
    <message>
        <source>Delete a node</source>
        <translation>Einen Knoten löschen</translation>
    </message>
    <message>
        <source>Duplicate a node</source>
        <translation>Einen Knoten duplizieren</translation>
    </message>
    <message>
        <source>My decision graphs</source>
        <translation>Meine Entscheidungsgraphen</translation>
    </message>
    <message>
        <source>A pack holds at most %1 graphs and %2 nodes.</source>
        <translation>Ein Paket enthält höchstens %1 Graphen und %2 Knoten.</translation>
    </message>
    <message>
        <source>New graph</source>
        <translation>Neuer Graph</translation>
    </message>
    <message>
        <source>A graph&apos;s title is plain text: markup and control characters are not kept.</source>
        <translation>Der Titel eines Graphen ist reiner Text: Markup und Steuerzeichen werden nicht übernommen.</translation>
    </message>
    <message>
        <source>New graph “%1”</source>
        <translation>Neuer Graph „%1“</translation>
    </message>
    <message>
        <source>New Graph</source>
        <translation>Neuer Graph</translation>
    </message>
    <message>
        <source>Title of the new graph:</source>
        <translation>Titel des neuen Graphen:</translation>
    </message>
    <message>
        <source>%1 (own copy)</source>
        <translation>%1 (eigene Kopie)</translation>
    </message>
    <message>
        <source>%1 (own)</source>
        <translation>%1 (eigen)</translation>
    </message>
    <message>
        <source>Copy a built-in graph into a pack</source>
        <translation>Einen mitgelieferten Graphen in ein Paket kopieren</translation>
    </message>
    <message>
        <source>Export Graph Pack</source>
        <translation>Graphpaket exportieren</translation>
    </message>
    <message>
        <source>Graph packs (*.gpgraphs)</source>
        <translation>Graphpakete (*.gpgraphs)</translation>
    </message>
    <message>
        <source>The pack is saved as %1.</source>
        <translation>Das Paket ist als %1 gespeichert.</translation>
    </message>
    <message>
        <source>Pack Details</source>
        <translation>Paketangaben</translation>
    </message>
    <message>
        <source>An SPDX identifier such as CC-BY-4.0</source>
        <translation>Ein SPDX-Bezeichner wie CC-BY-4.0</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Kennung</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>Autor</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>Version</translation>
    </message>
    <message>
        <source>Licence</source>
        <translation>Lizenz</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Beschreibung</translation>
    </message>
    <message>
        <source>Markup and control characters are not kept: the pack&apos;s texts are plain.</source>
        <translation>Markup und Steuerzeichen werden nicht übernommen: Die Texte des Pakets sind reiner Text.</translation>
    </message>
    <message>
        <source>A pack has a title.</source>
        <translation>Ein Paket hat einen Titel.</translation>
    </message>
    <message>
        <source>Edit the pack&apos;s details</source>
        <translation>Paketangaben bearbeiten</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>Einpassen</translation>
    </message>
    <message>
        <source>Show the whole graph (Ctrl+0)</source>
        <translation>Den ganzen Graphen zeigen (Strg+0)</translation>
    </message>
</context>
<context>
    <name>gpui::GraphPackList</name>
    <message numerus="yes">
        <source>%n node(s)</source>
        <translation>
            <numerusform>%n Knoten</numerusform>
            <numerusform>%n Knoten</numerusform>
        </translation>
    </message>
    <message>
        <source>a draft with problems: not in use</source>
        <translation>ein Entwurf mit Problemen: nicht in Verwendung</translation>
    </message>
    <message>
        <source>Graph packs add a team&apos;s own decision graphs to the flowcharts, the study and the proposal (File &gt; Import Graph Pack). A graph switched off here is left out until it is switched on.</source>
        <translation>Graphpakete fügen die eigenen Entscheidungsgraphen eines Teams zu den Flussdiagrammen, dem Lernen und dem Angebot hinzu (Datei &gt; Graphpaket importieren). Ein hier ausgeschalteter Graph bleibt außen vor, bis er wieder eingeschaltet wird.</translation>
    </message>
    <message>
        <source>Graph pack</source>
        <translation>Graphpaket</translation>
    </message>
    <message>
        <source>Version, author, licence</source>
        <translation>Version, Autor, Lizenz</translation>
    </message>
    <message>
        <source>Installed graph packs</source>
        <translation>Installierte Graphpakete</translation>
    </message>
    <message>
        <source>Open the packs&apos; folder</source>
        <translation>Ordner der Pakete öffnen</translation>
    </message>
</context>
<context>
    <name>gpui::GraphPacks</name>
    <message>
        <source>The graph %1 is left out: another pack&apos;s graph has its id.</source>
        <translation>Der Graph %1 wird ausgelassen: Ein Graph eines anderen Pakets hat dieselbe ID.</translation>
    </message>
</context>
<context>
    <name>gpui::HelpDialog</name>
    <message>
        <source>Goodput Planner User Guide</source>
        <translation>Goodput Planner – Benutzerhandbuch</translation>
    </message>
    <message>
        <source>Guide pages</source>
        <translation>Seiten des Handbuchs</translation>
    </message>
    <message>
        <source>Guide page</source>
        <translation>Seite des Handbuchs</translation>
    </message>
</context>
<context>
    <name>gpui::IntervalChart</name>
    <message>
        <source>Runtime goodput against checkpoint interval</source>
        <translation>Laufzeit-Goodput nach Checkpoint-Intervall</translation>
    </message>
    <message>
        <source>Checkpoint interval (hours)</source>
        <translation>Checkpoint-Intervall (Stunden)</translation>
    </message>
    <message>
        <source>Runtime goodput (%)</source>
        <translation>Laufzeit-Goodput (%)</translation>
    </message>
    <message>
        <source>Planning model (with save cost)</source>
        <translation>Planungsmodell (mit Speicherkosten)</translation>
    </message>
    <message>
        <source> (%)</source>
        <translation> (%)</translation>
    </message>
    <message>
        <source>Daly&apos;s efficiency, work / wall time (another measure)</source>
        <translation>Dalys Effizienz, Arbeit / Wanduhrzeit (ein anderes Maß)</translation>
    </message>
    <message>
        <source>Fast tier every %1: Daly %2 for an MTBF of %3 that it outlives</source>
        <translation>Schnelle Stufe alle %1: Daly %2 für eine MTBF von %3, die sie übersteht</translation>
    </message>
    <message>
        <source>Plan: %1 → %2 %   Young %3   Daly %4
for an MTBF of %5 between interruptions that lose progress</source>
        <translation>Plan: %1 → %2 %   Young %3   Daly %4
für eine MTBF von %5 zwischen Unterbrechungen, die Fortschritt verlieren</translation>
    </message>
    <message>
        <source>Guide&apos;s formula (no save cost)</source>
        <translation>Formel des Leitfadens (ohne Speicherkosten)</translation>
    </message>
</context>
<context>
    <name>gpui::LayoutText</name>
    <message>
        <source>tensor %1 × pipeline %2 × data %3</source>
        <translation>Tensor %1 × Pipeline %2 × Daten %3</translation>
    </message>
    <message>
        <source> × context %1</source>
        <translation> × Kontext %1</translation>
    </message>
    <message>
        <source>micro-batch %1</source>
        <translation>Micro-Batch %1</translation>
    </message>
    <message>
        <source>%1 chunks per pipeline rank</source>
        <translation>%1 Abschnitte je Pipeline-Rang</translation>
    </message>
    <message>
        <source>no recomputation</source>
        <translation>keine Neuberechnung</translation>
    </message>
    <message>
        <source>selective recomputation</source>
        <translation>selektive Neuberechnung</translation>
    </message>
    <message>
        <source>full recomputation</source>
        <translation>vollständige Neuberechnung</translation>
    </message>
    <message>
        <source>Compute</source>
        <translation>Rechnen</translation>
    </message>
    <message>
        <source>Recomputation</source>
        <translation>Neuberechnung</translation>
    </message>
    <message>
        <source>Tensor parallel</source>
        <translation>Tensor-Parallelität</translation>
    </message>
    <message>
        <source>Context parallel</source>
        <translation>Kontext-Parallelität</translation>
    </message>
    <message>
        <source>Pipeline bubble</source>
        <translation>Pipeline-Blase</translation>
    </message>
    <message>
        <source>Pipeline point-to-point</source>
        <translation>Pipeline Punkt-zu-Punkt</translation>
    </message>
    <message>
        <source>Data parallel</source>
        <translation>Datenparallelität</translation>
    </message>
    <message>
        <source>%1 from the layout: %2</source>
        <translation>%1 aus dem Layout: %2</translation>
    </message>
    <message>
        <source>%1 from the layout</source>
        <translation>%1 aus dem Layout</translation>
    </message>
    <message>
        <source>%1, measured</source>
        <translation>%1, gemessen</translation>
    </message>
    <message>
        <source>%1, published</source>
        <translation>%1, veröffentlicht</translation>
    </message>
    <message>
        <source>%1 %2 s</source>
        <translation>%1 %2 s</translation>
    </message>
    <message>
        <source>%1: MFU %2, HFU %3, %4 tokens a second; a step of %5 s (%6), %7 GB an accelerator.</source>
        <translation>%1: MFU %2, HFU %3, %4 Tokens pro Sekunde; ein Schritt dauert %5 s (%6), %7 GB je Beschleuniger.</translation>
    </message>
    <message>
        <source>%1, the plan&apos;s figure</source>
        <translation>%1, Wert des Plans</translation>
    </message>
    <message>
        <source>matrix outputs kept, the rest recomputed</source>
        <translation>Matrixausgaben behalten, der Rest neu berechnet</translation>
    </message>
    <message>
        <source>matrix outputs kept in host memory, the rest recomputed</source>
        <translation>Matrixausgaben im Hostspeicher behalten, der Rest neu berechnet</translation>
    </message>
    <message>
        <source>Waiting for the slowest slice</source>
        <translation>Warten auf den langsamsten Slice</translation>
    </message>
    <message>
        <source>, experts over EP %1 × ETP %2</source>
        <translation>, Experten über EP %1 × ETP %2</translation>
    </message>
    <message>
        <source>Expert all-to-all</source>
        <translation>Experten-All-to-All</translation>
    </message>
</context>
<context>
    <name>gpui::MainWindow</name>
    <message>
        <source>Views</source>
        <translation>Ansichten</translation>
    </message>
    <message>
        <source>Overview</source>
        <translation>Überblick</translation>
    </message>
    <message>
        <source>Decision flowcharts</source>
        <translation>Entscheidungsdiagramme</translation>
    </message>
    <message>
        <source>Goodput workbench</source>
        <translation>Goodput-Werkbank</translation>
    </message>
    <message>
        <source>Costs</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <source>Study</source>
        <translation>Lernen</translation>
    </message>
    <message>
        <source>Proposal</source>
        <translation>Angebot</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Bereit</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Neu</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Open &amp;Example Plan</source>
        <translation>&amp;Beispielplan öffnen</translation>
    </message>
    <message>
        <source>Replace the open plan with the embedded example</source>
        <translation>Den geöffneten Plan durch das eingebettete Beispiel ersetzen</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <source>&amp;Export Proposal…</source>
        <translation>Angebot &amp;exportieren…</translation>
    </message>
    <message>
        <source>Print Pre&amp;view…</source>
        <translation>Druck&amp;vorschau…</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Drucken…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;About Goodput Planner</source>
        <translation>&amp;Über Goodput Planner</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Über &amp;Qt</translation>
    </message>
    <message>
        <source>About Goodput Planner</source>
        <translation>Über Goodput Planner</translation>
    </message>
    <message>
        <source>Goodput Planner %1</source>
        <translation>Goodput Planner %1</translation>
    </message>
    <message>
        <source>Plan accelerator choice, failure recovery and the cost of ML training runs with ML Productivity Goodput.

Licensed under the GNU General Public License, version 3 or later. This program comes with ABSOLUTELY NO WARRANTY.

Built with Qt %1.</source>
        <translation>Beschleunigerwahl, Ausfallwiederherstellung und Kosten von ML-Trainingsläufen mit ML Productivity Goodput planen.

Lizenziert unter der GNU General Public License, Version 3 oder später. Dieses Programm kommt OHNE JEGLICHE GEWÄHRLEISTUNG.

Erstellt mit Qt %1.</translation>
    </message>
    <message>
        <source>%1[*] — Goodput Planner</source>
        <translation>%1[*] — Goodput Planner</translation>
    </message>
    <message>
        <source>ML Productivity Goodput %1</source>
        <translation>ML Productivity Goodput %1</translation>
    </message>
    <message>
        <source>Invalid input</source>
        <translation>Ungültige Eingabe</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <source>Show &amp;Toolbar</source>
        <translation>&amp;Werkzeugleiste anzeigen</translation>
    </message>
    <message>
        <source>&amp;Welcome</source>
        <translation>&amp;Willkommen</translation>
    </message>
    <message>
        <source>Main toolbar</source>
        <translation>Hauptwerkzeugleiste</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>Gemessen</translation>
    </message>
    <message>
        <source>Scenarios</source>
        <translation>Szenarien</translation>
    </message>
    <message>
        <source>Scenario </source>
        <translation>Szenario </translation>
    </message>
    <message>
        <source>Active scenario</source>
        <translation>Aktives Szenario</translation>
    </message>
    <message>
        <source>The option every view shows; edits go to it</source>
        <translation>Die Option, die jede Ansicht zeigt; Änderungen gehen in sie</translation>
    </message>
    <message>
        <source>Base plan</source>
        <translation>Basisplan</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>&amp;Present</source>
        <translation>&amp;Präsentieren</translation>
    </message>
    <message>
        <source>Full screen, large type: the walk, the recommendation and its figures</source>
        <translation>Vollbild, große Schrift: der Pfad, die Empfehlung und ihre Zahlen</translation>
    </message>
    <message>
        <source>&amp;User Guide</source>
        <translation>&amp;Benutzerhandbuch</translation>
    </message>
    <message>
        <source>The manual, at the page of the view you are in</source>
        <translation>Das Handbuch, auf der Seite der aktuellen Ansicht</translation>
    </message>
    <message>
        <source>%1 (read-only: %2)[*] — Goodput Planner</source>
        <translation>%1 (schreibgeschützt: %2)[*] — Goodput Planner</translation>
    </message>
    <message>
        <source>Serving: no accelerator serves this plan</source>
        <translation>Bereitstellung: Kein Beschleuniger bedient diesen Plan</translation>
    </message>
    <message>
        <source>Serving on %1: %2 per million tokens · %3 an hour</source>
        <translation>Bereitstellung auf %1: %2 pro Million Tokens · %3 pro Stunde</translation>
    </message>
    <message>
        <source>&amp;Collapse View List</source>
        <translation>Ansichtsliste &amp;einklappen</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Import Graph Pack</source>
        <translation>Graphpaket importieren</translation>
    </message>
    <message>
        <source>Graph packs (*.gpgraphs);;All files (*)</source>
        <translation>Graphpakete (*.gpgraphs);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>A graph pack called %1 is installed. Replace it with this one?</source>
        <translation>Ein Graphpaket namens %1 ist installiert. Durch dieses ersetzen?</translation>
    </message>
    <message>
        <source>Version %1 replaces the installed one; walks made with it keep the answers that still fit.</source>
        <translation>Version %1 ersetzt die installierte; Wege, die damit erstellt wurden, behalten die Antworten, die noch passen.</translation>
    </message>
    <message>
        <source>%1 could not be installed in %2.</source>
        <translation>%1 konnte nicht in %2 installiert werden.</translation>
    </message>
    <message>
        <source>Imported the graph pack %1: its graphs are in the decision flowcharts.</source>
        <translation>Graphpaket %1 importiert: Seine Graphen stehen in den Entscheidungsflussdiagrammen.</translation>
    </message>
    <message>
        <source>%1 is not a graph pack that can be used.</source>
        <translation>%1 ist kein verwendbares Graphpaket.</translation>
    </message>
    <message>
        <source>Import &amp;Graph Pack…</source>
        <translation>&amp;Graphpaket importieren…</translation>
    </message>
    <message>
        <source>Add a team&apos;s decision graphs (.gpgraphs) to the flowcharts</source>
        <translation>Die Entscheidungsgraphen eines Teams (.gpgraphs) zu den Flussdiagrammen hinzufügen</translation>
    </message>
    <message>
        <source>Export Graph Pack</source>
        <translation>Graphpaket exportieren</translation>
    </message>
    <message>
        <source>There is no graph pack to export yet: import one, or make a graph with Edit Graphs in the Decision flowcharts.</source>
        <translation>Es gibt noch kein Graphpaket zum Exportieren: Importieren Sie eines, oder legen Sie mit „Graphen bearbeiten“ in den Entscheidungsdiagrammen einen Graphen an.</translation>
    </message>
    <message>
        <source>%1 (version %2)</source>
        <translation>%1 (Version %2)</translation>
    </message>
    <message>
        <source>Pack:</source>
        <translation>Paket:</translation>
    </message>
    <message>
        <source>Graph packs (*.gpgraphs)</source>
        <translation>Graphpakete (*.gpgraphs)</translation>
    </message>
    <message>
        <source>Exported the graph pack to %1.</source>
        <translation>Das Graphpaket wurde nach %1 exportiert.</translation>
    </message>
    <message>
        <source>The pack could not be saved to %1.</source>
        <translation>Das Paket konnte nicht unter %1 gespeichert werden.</translation>
    </message>
    <message>
        <source>E&amp;xport Graph Pack…</source>
        <translation>Graphpaket e&amp;xportieren…</translation>
    </message>
    <message>
        <source>Save one of your graph packs as a .gpgraphs file to share</source>
        <translation>Eines Ihrer Graphpakete als .gpgraphs-Datei zum Weitergeben speichern</translation>
    </message>
    <message>
        <source>Export &amp;Deployment…</source>
        <translation>&amp;Bereitstellung exportieren…</translation>
    </message>
    <message>
        <source>Write the plan as a SkyPilot task, a GKE JobSet or a Slurm script</source>
        <translation>Den Plan als SkyPilot-Task, GKE-JobSet oder Slurm-Skript schreiben</translation>
    </message>
    <message>
        <source>Added the scenario “%1”: the Scenarios view compares it with the base plan</source>
        <translation>Szenario „%1“ hinzugefügt: Die Ansicht „Szenarien“ vergleicht es mit dem Basisplan</translation>
    </message>
    <message numerus="yes">
        <source>Imported the graph pack %1. Graphs with problems, left out until they are fixed: %n. In Decision flowcharts, Edit Graphs opens each, and its Problems list names what to fix.</source>
        <translation>
            <numerusform>Graphpaket %1 importiert. Graphen mit Problemen, die außen vor bleiben, bis sie behoben sind: %n. In den Entscheidungsdiagrammen öffnet „Graphen bearbeiten“ jeden, und seine Liste „Probleme“ nennt, was zu beheben ist.</numerusform>
            <numerusform>Graphpaket %1 importiert. Graphen mit Problemen, die außen vor bleiben, bis sie behoben sind: %n. In den Entscheidungsdiagrammen öffnet „Graphen bearbeiten“ jeden, und seine Liste „Probleme“ nennt, was zu beheben ist.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gpui::MarkedBars</name>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
</context>
<context>
    <name>gpui::MeasuredCharts</name>
    <message>
        <source>Accelerator initialization</source>
        <translation>Beschleuniger-Initialisierung</translation>
    </message>
    <message>
        <source>Training preparation</source>
        <translation>Trainingsvorbereitung</translation>
    </message>
    <message>
        <source>Program startup</source>
        <translation>Programmstart</translation>
    </message>
    <message>
        <source>Data loading (blocking)</source>
        <translation>Datenladen (blockierend)</translation>
    </message>
    <message>
        <source>Data loading (overlapped)</source>
        <translation>Datenladen (überlappend)</translation>
    </message>
    <message>
        <source>Checkpoint saves</source>
        <translation>Checkpoint-Speichervorgänge</translation>
    </message>
    <message>
        <source>Checkpoint restores</source>
        <translation>Checkpoint-Wiederherstellungen</translation>
    </message>
    <message>
        <source>Progress lost to disruptions</source>
        <translation>Durch Unterbrechungen verlorener Fortschritt</translation>
    </message>
    <message>
        <source>Infrastructure recovery</source>
        <translation>Infrastruktur-Wiederherstellung</translation>
    </message>
    <message>
        <source>Custom badput events</source>
        <translation>Eigene Badput-Ereignisse</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Sonstiges</translation>
    </message>
    <message>
        <source>The job&apos;s timeline</source>
        <translation>Zeitachse des Jobs</translation>
    </message>
    <message>
        <source>Where the time went: measured and planned</source>
        <translation>Wohin die Zeit ging: gemessen und geplant</translation>
    </message>
    <message>
        <source>Goodput over rolling windows</source>
        <translation>Goodput über gleitende Fenster</translation>
    </message>
    <message>
        <source>Step time&apos;s deviation from the ideal</source>
        <translation>Abweichung der Schrittzeit vom Ideal</translation>
    </message>
    <message>
        <source>Share of the time (%)</source>
        <translation>Anteil der Zeit (%)</translation>
    </message>
    <message>
        <source>Hours from the start</source>
        <translation>Stunden ab dem Start</translation>
    </message>
    <message>
        <source>Goodput (%)</source>
        <translation>Goodput (%)</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>|step time − ideal| (s)</source>
        <translation>|Schrittzeit − Ideal| (s)</translation>
    </message>
    <message>
        <source>Productive</source>
        <translation>Produktiv</translation>
    </message>
    <message>
        <source>Startup and restore</source>
        <translation>Start und Wiederherstellung</translation>
    </message>
    <message>
        <source>Lost progress</source>
        <translation>Verlorener Fortschritt</translation>
    </message>
    <message>
        <source>Productive steps</source>
        <translation>Produktive Schritte</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>Gemessen</translation>
    </message>
    <message>
        <source>Planned</source>
        <translation>Geplant</translation>
    </message>
    <message>
        <source>Goodput</source>
        <translation>Goodput</translation>
    </message>
    <message>
        <source>Deviation</source>
        <translation>Abweichung</translation>
    </message>
    <message>
        <source>The accelerators starting up before the program runs.</source>
        <translation>Die Beschleuniger starten, bevor das Programm läuft.</translation>
    </message>
    <message>
        <source>Building the model and its input pipeline before the first step.</source>
        <translation>Modell und Eingabepipeline werden vor dem ersten Schritt aufgebaut.</translation>
    </message>
    <message>
        <source>The first step&apos;s extra time over a typical step: compilation and warm-up.</source>
        <translation>Die Mehrzeit des ersten Schritts gegenüber einem typischen Schritt: Kompilierung und Aufwärmen.</translation>
    </message>
    <message>
        <source>Steps waiting for their input: badput.</source>
        <translation>Schritte, die auf ihre Eingabe warten: Badput.</translation>
    </message>
    <message>
        <source>Input loaded while steps ran: overlapped, not badput.</source>
        <translation>Eingabe, die geladen wurde, während Schritte liefen: überlappt, kein Badput.</translation>
    </message>
    <message>
        <source>The job stalled while it saved a checkpoint.</source>
        <translation>Der Job stand still, während er einen Checkpoint speicherte.</translation>
    </message>
    <message>
        <source>Reading the last checkpoint back after a restart.</source>
        <translation>Der letzte Checkpoint wird nach einem Neustart zurückgelesen.</translation>
    </message>
    <message>
        <source>Steps done again after a disruption: they came after the last checkpoint.</source>
        <translation>Nach einer Unterbrechung wiederholte Schritte: Sie lagen nach dem letzten Checkpoint.</translation>
    </message>
    <message>
        <source>From a disruption until the job ran again.</source>
        <translation>Von einer Unterbrechung, bis der Job wieder lief.</translation>
    </message>
    <message>
        <source>Events the job itself logged as badput.</source>
        <translation>Ereignisse, die der Job selbst als Badput protokolliert hat.</translation>
    </message>
    <message>
        <source>Time the log gives no cause for.</source>
        <translation>Zeit, für die das Protokoll keine Ursache nennt.</translation>
    </message>
    <message>
        <source>Seconds from the start</source>
        <translation>Sekunden ab dem Start</translation>
    </message>
    <message>
        <source>Minutes from the start</source>
        <translation>Minuten ab dem Start</translation>
    </message>
    <message>
        <source>Days from the start</source>
        <translation>Tage ab dem Start</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1 h</translation>
    </message>
    <message>
        <source>%1 days</source>
        <translation>%1 Tage</translation>
    </message>
    <message>
        <source>Productive: the share of the time spent in steps that count, measured and in the plan&apos;s window. Other: measured, the time the log gives no cause for (hatched on the timeline) and custom badput events; planned, waiting for capacity. Point at a group or a lane for more.</source>
        <translation>Produktiv: der Anteil der Zeit in zählenden Schritten, gemessen und im Fenster des Plans. Sonstiges: gemessen die Zeit, für die das Protokoll keine Ursache nennt (in der Zeitleiste schraffiert), und eigene Badput-Ereignisse; geplant das Warten auf Kapazität. Zeigen Sie auf eine Gruppe oder Spur für mehr.</translation>
    </message>
    <message>
        <source>%1 (drag and wheel to zoom)</source>
        <translation>%1 (Ziehen und Mausrad zum Zoomen)</translation>
    </message>
    <message>
        <source>Steps that count toward training.</source>
        <translation>Schritte, die zum Training zählen.</translation>
    </message>
    <message>
        <source>No cause logged (counted as Other)</source>
        <translation>Keine Ursache protokolliert (als Sonstiges gezählt)</translation>
    </message>
    <message>
        <source>No step ran and the log names no cause: before the first step, between a step and the next entry, or after the last.</source>
        <translation>Kein Schritt lief, und das Protokoll nennt keine Ursache: vor dem ersten Schritt, zwischen einem Schritt und dem nächsten Eintrag oder nach dem letzten.</translation>
    </message>
    <message>
        <source>%1: %2, from %3 to %4 after the start. %5</source>
        <translation>%1: %2, von %3 bis %4 nach dem Start. %5</translation>
    </message>
    <message>
        <source>Steps that count toward training. Measured: the log&apos;s productive steps. Planned: the share of the plan&apos;s window in productive steps (its scheduling goodput times its runtime goodput).</source>
        <translation>Schritte, die zum Training zählen. Gemessen: die produktiven Schritte des Protokolls. Geplant: der Anteil des Planfensters in produktiven Schritten (sein Scheduling-Goodput mal sein Laufzeit-Goodput).</translation>
    </message>
    <message>
        <source>Steps done again after a disruption because they came after the last checkpoint.</source>
        <translation>Nach einer Unterbrechung wiederholte Schritte, weil sie nach dem letzten Checkpoint lagen.</translation>
    </message>
    <message>
        <source>Measured: the time the log gives no cause for (hatched on the timeline) and custom badput events. Planned: waiting for capacity before the run starts.</source>
        <translation>Gemessen: die Zeit, für die das Protokoll keine Ursache nennt (in der Zeitleiste schraffiert), und eigene Badput-Ereignisse. Geplant: das Warten auf Kapazität vor dem Start des Laufs.</translation>
    </message>
    <message>
        <source>%1 planned</source>
        <translation>%1 geplant</translation>
    </message>
    <message>
        <source>no plan to compare</source>
        <translation>kein Plan zum Vergleich</translation>
    </message>
    <message>
        <source>%1: %2 measured, %3. %4</source>
        <translation>%1: %2 gemessen, %3. %4</translation>
    </message>
    <message>
        <source>Elastic: waiting after a lost slice</source>
        <translation>Elastisch: Warten nach einem verlorenen Slice</translation>
    </message>
    <message>
        <source>Elastic: waiting to scale up</source>
        <translation>Elastisch: Warten auf das Hochskalieren</translation>
    </message>
    <message>
        <source>Elastic: re-initialization</source>
        <translation>Elastisch: Neuinitialisierung</translation>
    </message>
    <message>
        <source>An elastic job waiting after it lost a slice, before it goes on with fewer.</source>
        <translation>Ein elastischer Job wartet, nachdem er einen Slice verloren hat, bevor er mit weniger weiterläuft.</translation>
    </message>
    <message>
        <source>An elastic job waiting to grow back onto a slice that returned.</source>
        <translation>Ein elastischer Job wartet darauf, wieder auf einen zurückgekehrten Slice zu wachsen.</translation>
    </message>
    <message>
        <source>An elastic job re-initializing on its new set of slices; its accelerator initialization and preparation are counted here, not twice.</source>
        <translation>Ein elastischer Job initialisiert sich auf seinen neuen Slices neu; die Initialisierung der Beschleuniger und die Vorbereitung darin zählen hier, nicht doppelt.</translation>
    </message>
    <message>
        <source>From a disruption until the job runs again, and an elastic job&apos;s waits for its slices.</source>
        <translation>Von einer Störung, bis der Job wieder läuft, und die Wartezeiten eines elastischen Jobs auf seine Slices.</translation>
    </message>
    <message>
        <source>Accelerator initialization, training preparation, program startup, blocking data loading, checkpoint restores and an elastic job&apos;s re-initializations.</source>
        <translation>Initialisierung der Beschleuniger, Trainingsvorbereitung, Programmstart, blockierendes Laden der Daten, Wiederherstellungen aus Checkpoints und die Neuinitialisierungen eines elastischen Jobs.</translation>
    </message>
    <message>
        <source>No cause logged (partly counted as Other)</source>
        <translation>Keine Ursache protokolliert (teils als Sonstiges gezählt)</translation>
    </message>
    <message>
        <source>No cause logged (counted in the logged causes)</source>
        <translation>Keine Ursache protokolliert (in den protokollierten Ursachen gezählt)</translation>
    </message>
    <message>
        <source>The measurement counts %1 of the time with no cause in the logged causes&apos; own times, and %2 in Other.</source>
        <translation>Die Messung zählt %1 der Zeit ohne Ursache in den Zeiten der protokollierten Ursachen und %2 unter Sonstiges.</translation>
    </message>
</context>
<context>
    <name>gpui::MeasuredView</name>
    <message>
        <source>Import Goodput Log…</source>
        <translation>Goodput-Protokoll importieren …</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Fit the Plan to This Measurement…</source>
        <translation>Plan an diese Messung anpassen …</translation>
    </message>
    <message>
        <source>Keep as the Proposal&apos;s Baseline</source>
        <translation>Als Ausgangsbasis des Angebots behalten</translation>
    </message>
    <message>
        <source>Measured goodput</source>
        <translation>Gemessener Goodput</translation>
    </message>
    <message>
        <source>Job</source>
        <translation>Job</translation>
    </message>
    <message>
        <source>Reading the log</source>
        <translation>Protokoll wird gelesen</translation>
    </message>
    <message>
        <source>Import a job&apos;s goodput log to measure it as ml-goodput-measurement does and put it beside the plan.</source>
        <translation>Das Goodput-Protokoll eines Jobs importieren, um ihn wie ml-goodput-measurement zu messen und neben den Plan zu stellen.</translation>
    </message>
    <message>
        <source>Import Goodput Log</source>
        <translation>Goodput-Protokoll importieren</translation>
    </message>
    <message>
        <source>Goodput logs (*.jsonl *.json *.csv *.log);;All files (*)</source>
        <translation>Goodput-Protokolle (*.jsonl *.json *.csv *.log);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>The log is too large to read in this machine&apos;s memory.</source>
        <translation>Das Protokoll ist zu groß für den Speicher dieses Rechners.</translation>
    </message>
    <message>
        <source>(unnamed job)</source>
        <translation>(Job ohne Namen)</translation>
    </message>
    <message>
        <source>
… and %1 more</source>
        <translation>
… und %1 weitere</translation>
    </message>
    <message>
        <source>ended</source>
        <translation>beendet</translation>
    </message>
    <message>
        <source>not ended: measured to its last entry</source>
        <translation>nicht beendet: bis zum letzten Eintrag gemessen</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keiner</translation>
    </message>
    <message>
        <source>Keep measured baseline</source>
        <translation>Gemessene Ausgangsbasis behalten</translation>
    </message>
    <message>
        <source>No goodput log is open.

Import the log a training job wrote with ml-goodput-measurement (JSON Lines), a Cloud Logging export of it or a CSV: its goodput, badput by cause and disruptions then appear here, beside what the plan predicts.</source>
        <translation>Kein Goodput-Protokoll geöffnet.

Importieren Sie das Protokoll, das ein Trainingsjob mit ml-goodput-measurement geschrieben hat (JSON Lines), einen Cloud-Logging-Export davon oder eine CSV-Datei: Goodput, Badput nach Ursache und Störungen erscheinen dann hier, neben der Vorhersage des Plans.</translation>
    </message>
    <message>
        <source>Seconds</source>
        <translation>Sekunden</translation>
    </message>
    <message>
        <source>Milliseconds</source>
        <translation>Millisekunden</translation>
    </message>
    <message>
        <source>Microseconds</source>
        <translation>Mikrosekunden</translation>
    </message>
    <message>
        <source>Nanoseconds</source>
        <translation>Nanosekunden</translation>
    </message>
    <message>
        <source>Times in</source>
        <translation>Zeiten in</translation>
    </message>
    <message>
        <source>The unit of the log&apos;s numeric times: ml-goodput-measurement writes POSIX seconds; other loggers write milliseconds, microseconds or nanoseconds since 1970. ISO-8601 times and checkpoint durations are read as they are.</source>
        <translation>Die Einheit der numerischen Zeiten des Protokolls: ml-goodput-measurement schreibt POSIX-Sekunden; andere Logger schreiben Millisekunden, Mikrosekunden oder Nanosekunden seit 1970. ISO-8601-Zeiten und Checkpoint-Dauern werden gelesen, wie sie sind.</translation>
    </message>
    <message>
        <source>Read its times as %1 and import it again?</source>
        <translation>Seine Zeiten als %1 lesen und erneut importieren?</translation>
    </message>
    <message>
        <source>Fit the Plan to This Measurement</source>
        <translation>Plan an diese Messung anpassen</translation>
    </message>
    <message>
        <source>Fit the plan to this measurement anyway?</source>
        <translation>Den Plan trotzdem an diese Messung anpassen?</translation>
    </message>
    <message>
        <source>no disruption</source>
        <translation>keine Unterbrechung</translation>
    </message>
    <message>
        <source>1 disruption</source>
        <translation>1 Unterbrechung</translation>
    </message>
    <message>
        <source>%1 disruptions</source>
        <translation>%1 Unterbrechungen</translation>
    </message>
    <message>
        <source>%1: goodput %2 over %3 (%4), %5. Largest productive step %6, ideal step %7, step-time deviation %8 s.</source>
        <translation>%1: Goodput %2 über %3 (%4), %5. Größter produktiver Schritt %6, idealer Schritt %7, Schrittzeitabweichung %8 s.</translation>
    </message>
    <message>
        <source>Its goodput is the share of its time in productive steps; the plan predicts %1 of its window in productive steps (scheduling goodput × runtime goodput). The plan&apos;s ML Productivity Goodput, %2, also multiplies by program goodput, which a job&apos;s log does not record.</source>
        <translation>Sein Goodput ist der Anteil seiner Zeit in produktiven Schritten; der Plan sagt %1 seines Fensters in produktiven Schritten voraus (Scheduling-Goodput × Laufzeit-Goodput). Der ML Productivity Goodput des Plans, %2, multipliziert zusätzlich mit dem Programm-Goodput, den das Protokoll eines Jobs nicht erfasst.</translation>
    </message>
    <message>
        <source>Elastic waits: after a lost slice %1, to scale up %2; re-initializations: %3.</source>
        <translation>Elastische Wartezeiten: nach einem verlorenen Slice %1, auf das Hochskalieren %2; Neuinitialisierungen: %3.</translation>
    </message>
    <message>
        <source>Slices stepping %1 of the time, available %2 (time-weighted).</source>
        <translation>Slices rechnend %1 der Zeit, verfügbar %2 (zeitgewichtet).</translation>
    </message>
    <message>
        <source>Its shares add up to %1: ml-goodput-measurement counts an elastic job&apos;s waits and re-initializations on top of the step times around them.</source>
        <translation>Seine Anteile ergeben zusammen %1: ml-goodput-measurement zählt die Wartezeiten und Neuinitialisierungen eines elastischen Jobs zusätzlich zu den Schrittzeiten um sie herum.</translation>
    </message>
    <message>
        <source>A job&apos;s goodput log: ml-goodput-measurement&apos;s JSON Lines, a Cloud Logging export (gcloud logging read --format=json) or CSV (model.md section 18)</source>
        <translation>Das Goodput-Protokoll eines Jobs: JSON Lines von ml-goodput-measurement, ein Cloud-Logging-Export (gcloud logging read --format=json) oder CSV (model.md, Abschnitt 18)</translation>
    </message>
</context>
<context>
    <name>gpui::MfuDialog</name>
    <message>
        <source>Model shape (adds PaLM&apos;s attention term 12 L H Q T)</source>
        <translation>Modellform (ergänzt PaLMs Attention-Term 12 L H Q T)</translation>
    </message>
    <message>
        <source>MFU Calculator</source>
        <translation>MFU-Rechner</translation>
    </message>
    <message>
        <source> B parameters</source>
        <translation> Mrd. Parameter</translation>
    </message>
    <message>
        <source>Parameters, in billions, excluding embeddings</source>
        <translation>Parameter in Milliarden, ohne Embeddings</translation>
    </message>
    <message>
        <source>Layers (L)</source>
        <translation>Schichten (L)</translation>
    </message>
    <message>
        <source>Heads (H)</source>
        <translation>Köpfe (H)</translation>
    </message>
    <message>
        <source>Head dimension (Q)</source>
        <translation>Kopfdimension (Q)</translation>
    </message>
    <message>
        <source>Sequence length (T)</source>
        <translation>Sequenzlänge (T)</translation>
    </message>
    <message>
        <source>Measured training throughput of the whole job</source>
        <translation>Gemessener Trainingsdurchsatz des ganzen Jobs</translation>
    </message>
    <message>
        <source>BF16 / FP16</source>
        <translation>BF16 / FP16</translation>
    </message>
    <message>
        <source>FP8</source>
        <translation>FP8</translation>
    </message>
    <message>
        <source>INT8</source>
        <translation>INT8</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Parameter</translation>
    </message>
    <message>
        <source>Measured throughput</source>
        <translation>Gemessener Durchsatz</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>Chips</translation>
    </message>
    <message>
        <source>Accelerator</source>
        <translation>Beschleuniger</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>Genauigkeit</translation>
    </message>
    <message>
        <source>Use This MFU</source>
        <translation>Diese MFU verwenden</translation>
    </message>
    <message>
        <source>Set MFU from throughput</source>
        <translation>MFU aus Durchsatz setzen</translation>
    </message>
    <message>
        <source>Enter the measured throughput</source>
        <translation>Gemessenen Durchsatz eingeben</translation>
    </message>
    <message>
        <source>MFU = tokens/s × FLOPs per token / (chips × dense peak FLOP/s). Always validate on your workload: a measured figure replaces the estimate.</source>
        <translation>MFU = Tokens/s × FLOPs je Token / (Chips × dichte Spitzen-FLOP/s). Prüfen Sie immer an Ihrer Arbeitslast: Ein gemessener Wert ersetzt die Schätzung.</translation>
    </message>
    <message>
        <source>MFU %1  (%2 GFLOPs per token)</source>
        <translation>MFU %1  (%2 GFLOPs je Token)</translation>
    </message>
    <message>
        <source>%1: %2 (%3 points %4)</source>
        <translation>%1: %2 (%3 Punkte %4)</translation>
    </message>
    <message>
        <source>above</source>
        <translation>über</translation>
    </message>
    <message>
        <source>below</source>
        <translation>unter</translation>
    </message>
    <message>
        <source>Published figures (PaLM, Chowdhery et al. 2022, table 3):
</source>
        <translation>Veröffentlichte Werte (PaLM, Chowdhery et al. 2022, Tabelle 3):
</translation>
    </message>
    <message>
        <source>MFU Not Set</source>
        <translation>MFU nicht gesetzt</translation>
    </message>
</context>
<context>
    <name>gpui::MoeFields</name>
    <message>
        <source>Mixture of experts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Own experts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>chosen by the step model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Published model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Routed experts (E)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Experts per token (top-k)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shared experts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expert FFN width</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dense layers at the bottom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dense layers&apos; FFN width</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expert parallel degree (EP)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expert tensor degree (ETP)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpui::NetworkPicker</name>
    <message>
        <source>The catalog&apos;s machine type</source>
        <translation>Der Maschinentyp des Katalogs</translation>
    </message>
    <message>
        <source>Each accelerator&apos;s own network, as its catalog row gives it</source>
        <translation>Das eigene Netzwerk jedes Beschleunigers, wie seine Katalogzeile es angibt</translation>
    </message>
    <message>
        <source>%1: %2 Gb/s a GPU</source>
        <translation>%1: %2 Gb/s je GPU</translation>
    </message>
    <message>
        <source>Another bandwidth</source>
        <translation>Eine andere Bandbreite</translation>
    </message>
    <message>
        <source> Gb/s a GPU</source>
        <translation> Gb/s je GPU</translation>
    </message>
    <message>
        <source>The scale-out bandwidth each accelerator has between scale-up domains, in gigabits a second, as network interfaces are rated</source>
        <translation>Die Scale-out-Bandbreite jedes Beschleunigers zwischen Scale-up-Domänen, in Gigabit pro Sekunde, wie Netzwerkschnittstellen angegeben werden</translation>
    </message>
</context>
<context>
    <name>gpui::NodeEditPanel</name>
    <message>
        <source>Left to right</source>
        <translation>Von links nach rechts</translation>
    </message>
    <message>
        <source>Top down</source>
        <translation>Von oben nach unten</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <source>Tab title</source>
        <translation>Reitertitel</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Zusammenfassung</translation>
    </message>
    <message>
        <source>Reads</source>
        <translation>Leserichtung</translation>
    </message>
    <message>
        <source>Starts at</source>
        <translation>Beginnt bei</translation>
    </message>
    <message>
        <source>Graph title</source>
        <translation>Titel des Graphen</translation>
    </message>
    <message>
        <source>Graph summary</source>
        <translation>Zusammenfassung des Graphen</translation>
    </message>
    <message>
        <source>Reading direction</source>
        <translation>Leserichtung</translation>
    </message>
    <message>
        <source>Start node</source>
        <translation>Startknoten</translation>
    </message>
    <message>
        <source>Edit the graph&apos;s title</source>
        <translation>Titel des Graphen bearbeiten</translation>
    </message>
    <message>
        <source>Edit the tab title</source>
        <translation>Reitertitel bearbeiten</translation>
    </message>
    <message>
        <source>Edit the summary</source>
        <translation>Zusammenfassung bearbeiten</translation>
    </message>
    <message>
        <source>Change the reading direction</source>
        <translation>Leserichtung ändern</translation>
    </message>
    <message>
        <source>Change the start</source>
        <translation>Start ändern</translation>
    </message>
    <message>
        <source>Add Answer…</source>
        <translation>Antwort hinzufügen…</translation>
    </message>
    <message>
        <source>Then click the node the answer leads to (A)</source>
        <translation>Klicken Sie dann auf den Knoten, zu dem die Antwort führt (A)</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>Text</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Kennung</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Hilfe</translation>
    </message>
    <message>
        <source>Rationale</source>
        <translation>Begründung</translation>
    </message>
    <message>
        <source>Gotchas</source>
        <translation>Fallstricke</translation>
    </message>
    <message>
        <source>Meaning</source>
        <translation>Bedeutung</translation>
    </message>
    <message>
        <source>Source quotation</source>
        <translation>Quellzitat</translation>
    </message>
    <message>
        <source>Accelerators</source>
        <translation>Beschleuniger</translation>
    </message>
    <message>
        <source>The question, the fix or the recommendation</source>
        <translation>Die Frage, die Maßnahme oder die Empfehlung</translation>
    </message>
    <message>
        <source>What the question means, how to tell</source>
        <translation>Was die Frage bedeutet, woran man es erkennt</translation>
    </message>
    <message>
        <source>One per line</source>
        <translation>Einer pro Zeile</translation>
    </message>
    <message>
        <source>Shared by recommendations that say the same</source>
        <translation>Gemeinsam für Empfehlungen, die dasselbe sagen</translation>
    </message>
    <message>
        <source>The passage of the source this node comes from</source>
        <translation>Die Stelle der Quelle, aus der dieser Knoten stammt</translation>
    </message>
    <message>
        <source>Catalog ids, comma-separated: h100, l4</source>
        <translation>Katalogkennungen, durch Kommas getrennt: h100, l4</translation>
    </message>
    <message>
        <source>Node text</source>
        <translation>Knotentext</translation>
    </message>
    <message>
        <source>Node kind</source>
        <translation>Knotenart</translation>
    </message>
    <message>
        <source>Node id</source>
        <translation>Knotenkennung</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>Antworten</translation>
    </message>
    <message>
        <source>Edit a node&apos;s text</source>
        <translation>Text eines Knotens bearbeiten</translation>
    </message>
    <message>
        <source>Edit a node&apos;s meaning</source>
        <translation>Bedeutung eines Knotens bearbeiten</translation>
    </message>
    <message>
        <source>Edit a recommendation&apos;s accelerators</source>
        <translation>Beschleuniger einer Empfehlung bearbeiten</translation>
    </message>
    <message>
        <source>Edit a node&apos;s help</source>
        <translation>Hilfe eines Knotens bearbeiten</translation>
    </message>
    <message>
        <source>Edit a recommendation&apos;s rationale</source>
        <translation>Begründung einer Empfehlung bearbeiten</translation>
    </message>
    <message>
        <source>Edit a node&apos;s source quotation</source>
        <translation>Quellzitat eines Knotens bearbeiten</translation>
    </message>
    <message>
        <source>Edit a recommendation&apos;s gotchas</source>
        <translation>Fallstricke einer Empfehlung bearbeiten</translation>
    </message>
    <message>
        <source>Change a node&apos;s kind</source>
        <translation>Art eines Knotens ändern</translation>
    </message>
    <message>
        <source>An id is 1 to 60 letters, digits, &apos;-&apos;, &apos;_&apos; or &apos;.&apos;, and no other node may have it.</source>
        <translation>Eine Kennung besteht aus 1 bis 60 Buchstaben, Ziffern, &apos;-&apos;, &apos;_&apos; oder &apos;.&apos;, und kein anderer Knoten darf sie haben.</translation>
    </message>
    <message>
        <source>Rename a node</source>
        <translation>Einen Knoten umbenennen</translation>
    </message>
    <message>
        <source>Markup and control characters (such as &lt;b&gt; or &amp;amp;) are not kept: a graph&apos;s texts are plain. The field&apos;s change is not applied.</source>
        <translation>Markup und Steuerzeichen (wie &lt;b&gt; oder &amp;amp;) werden nicht übernommen: Die Texte eines Graphen sind reiner Text. Die Änderung des Feldes wird nicht übernommen.</translation>
    </message>
    <message>
        <source>(nowhere)</source>
        <translation>(nirgendwohin)</translation>
    </message>
    <message>
        <source>Edit an answer</source>
        <translation>Eine Antwort bearbeiten</translation>
    </message>
    <message>
        <source>Edit an answer&apos;s finding</source>
        <translation>Befund einer Antwort bearbeiten</translation>
    </message>
    <message>
        <source>Edit an answer&apos;s condition</source>
        <translation>Bedingung einer Antwort bearbeiten</translation>
    </message>
    <message>
        <source>Move an answer&apos;s end</source>
        <translation>Ende einer Antwort verschieben</translation>
    </message>
    <message>
        <source>Remove an answer</source>
        <translation>Eine Antwort entfernen</translation>
    </message>
    <message>
        <source>The graph</source>
        <translation>Der Graph</translation>
    </message>
</context>
<context>
    <name>gpui::OptionChanges</name>
    <message>
        <source>on</source>
        <translation>an</translation>
    </message>
    <message>
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>the default</source>
        <translation>der Standardwert</translation>
    </message>
    <message>
        <source>Accelerator</source>
        <translation>Beschleuniger</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Parameter</translation>
    </message>
    <message>
        <source>Training tokens</source>
        <translation>Trainings-Tokens</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>Genauigkeit</translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation>Optimierer</translation>
    </message>
    <message>
        <source>Sharding</source>
        <translation>Sharding</translation>
    </message>
    <message>
        <source>Tensor-parallel degree</source>
        <translation>Tensor-Parallelgrad</translation>
    </message>
    <message>
        <source>Pipeline-parallel degree</source>
        <translation>Pipeline-Parallelgrad</translation>
    </message>
    <message>
        <source>Micro-batch</source>
        <translation>Micro-Batch</translation>
    </message>
    <message>
        <source>Activation recomputation</source>
        <translation>Neuberechnung der Aktivierungen</translation>
    </message>
    <message>
        <source>Deadline</source>
        <translation>Frist</translation>
    </message>
    <message>
        <source>Measured tokens per second</source>
        <translation>Gemessene Tokens pro Sekunde</translation>
    </message>
    <message>
        <source>Use of the commitment beyond this run</source>
        <translation>Nutzung der Zusage über diesen Lauf hinaus</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>Schichten</translation>
    </message>
    <message>
        <source>Attention heads</source>
        <translation>Attention-Heads</translation>
    </message>
    <message>
        <source>Head dimension</source>
        <translation>Head-Dimension</translation>
    </message>
    <message>
        <source>Sequence length</source>
        <translation>Sequenzlänge</translation>
    </message>
    <message>
        <source>MFU on %1: %2</source>
        <translation>MFU auf %1: %2</translation>
    </message>
    <message>
        <source>Spot price of %1: %2 per accelerator-hour</source>
        <translation>Spot-Preis von %1: %2 pro Beschleunigerstunde</translation>
    </message>
    <message>
        <source>On-demand price of %1: %2 per accelerator-hour</source>
        <translation>On-Demand-Preis von %1: %2 pro Beschleunigerstunde</translation>
    </message>
    <message>
        <source>Custom accelerators changed</source>
        <translation>Eigene Beschleuniger geändert</translation>
    </message>
    <message>
        <source>Provisioning profiles changed</source>
        <translation>Bereitstellungsprofile geändert</translation>
    </message>
    <message>
        <source>the GPU walk&apos;s pick</source>
        <translation>die Wahl des GPU-Pfads</translation>
    </message>
</context>
<context>
    <name>gpui::OverviewView</name>
    <message>
        <source>Where the window goes</source>
        <translation>Wohin das Fenster geht</translation>
    </message>
    <message>
        <source>Hours</source>
        <translation>Stunden</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>Anteil</translation>
    </message>
    <message>
        <source>Input</source>
        <translation>Eingabe</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Plan overview</source>
        <translation>Planübersicht</translation>
    </message>
    <message>
        <source>Badput breakdown</source>
        <translation>Badput-Aufschlüsselung</translation>
    </message>
    <message>
        <source>Plan inputs</source>
        <translation>Planeingaben</translation>
    </message>
    <message>
        <source>No result: an input is invalid</source>
        <translation>Kein Ergebnis: Eine Eingabe ist ungültig</translation>
    </message>
    <message>
        <source>Scheduling %1  ×  Runtime %2  ×  Program (MFU) %3   ·   %4 interruptions expected in %5</source>
        <translation>Scheduling %1  ×  Laufzeit %2  ×  Programm (MFU) %3   ·   %4 Unterbrechungen erwartet in %5</translation>
    </message>
    <message>
        <source>Waiting for capacity</source>
        <translation>Warten auf Kapazität</translation>
    </message>
    <message>
        <source>Rescheduling</source>
        <translation>Neuplanen</translation>
    </message>
    <message>
        <source>Resuming</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <source>Progress lost since the last checkpoint</source>
        <translation>Seit dem letzten Checkpoint verlorener Fortschritt</translation>
    </message>
    <message>
        <source>Saving checkpoints</source>
        <translation>Checkpoints speichern</translation>
    </message>
    <message>
        <source>Program inefficiency (peak not extracted)</source>
        <translation>Programmineffizienz (Spitzenleistung nicht genutzt)</translation>
    </message>
    <message>
        <source>Goodput (productive time at peak)</source>
        <translation>Goodput (produktive Zeit bei Spitzenleistung)</translation>
    </message>
    <message>
        <source>Nodes × accelerators per node</source>
        <translation>Knoten × Beschleuniger je Knoten</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>Evaluation window</source>
        <translation>Bewertungsfenster</translation>
    </message>
    <message>
        <source>Unwarned failures per node-day</source>
        <translation>Ungewarnte Ausfälle je Knoten-Tag</translation>
    </message>
    <message>
        <source>Warned interruptions per node-day</source>
        <translation>Gewarnte Unterbrechungen je Knoten-Tag</translation>
    </message>
    <message>
        <source>Checkpoint interval</source>
        <translation>Checkpoint-Intervall</translation>
    </message>
    <message>
        <source>Checkpoint save cost</source>
        <translation>Kosten eines Checkpoints</translation>
    </message>
    <message>
        <source>Resume time</source>
        <translation>Zeit zum Fortsetzen</translation>
    </message>
    <message>
        <source>Young / Daly interval</source>
        <translation>Intervall nach Young / Daly</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>Warnungen</translation>
    </message>
    <message>
        <source>%1: the inputs are illustrative defaults until you set them</source>
        <translation>%1: Die Eingaben sind beispielhafte Standardwerte, bis Sie sie festlegen</translation>
    </message>
    <message>
        <source>Serving</source>
        <translation>Serving</translation>
    </message>
    <message>
        <source>Serving figures</source>
        <translation>Serving-Zahlen</translation>
    </message>
    <message>
        <source>The techniques with the largest gain</source>
        <translation>Die Techniken mit dem größten Gewinn</translation>
    </message>
    <message>
        <source>Open the Costs view</source>
        <translation>Die Kostenansicht öffnen</translation>
    </message>
    <message>
        <source>ML Productivity Goodput and its factors</source>
        <translation>ML Productivity Goodput und seine Faktoren</translation>
    </message>
    <message>
        <source>The workbench explains each factor</source>
        <translation>Die Werkbank erklärt jeden Faktor</translation>
    </message>
    <message>
        <source>Open the goodput improvement flowchart</source>
        <translation>Das Diagramm zur Goodput-Verbesserung öffnen</translation>
    </message>
    <message>
        <source>Where the goodput comes from</source>
        <translation>Woher der Goodput kommt</translation>
    </message>
    <message>
        <source>Scheduling</source>
        <translation>Scheduling</translation>
    </message>
    <message>
        <source>Runtime</source>
        <translation>Laufzeit</translation>
    </message>
    <message>
        <source>Program (MFU)</source>
        <translation>Programm (MFU)</translation>
    </message>
    <message>
        <source>ML Productivity Goodput</source>
        <translation>ML Productivity Goodput</translation>
    </message>
    <message>
        <source>No modelled technique raises this plan&apos;s goodput further</source>
        <translation>Keine modellierte Technik steigert den Goodput dieses Plans weiter</translation>
    </message>
    <message>
        <source>Running shrunk while a node is replaced</source>
        <translation>Verkleinert laufen, während ein Knoten ersetzt wird</translation>
    </message>
    <message>
        <source>Slowed by stragglers</source>
        <translation>Durch Nachzügler verlangsamt</translation>
    </message>
    <message>
        <source>Spot preemptions per node-day</source>
        <translation>Spot-Preemptions je Knoten-Tag</translation>
    </message>
    <message>
        <source>Reschedule after a Spot preemption</source>
        <translation>Neuplanung nach einer Spot-Preemption</translation>
    </message>
    <message>
        <source>Hot spare swap time</source>
        <translation>Tauschzeit für Hot Spares</translation>
    </message>
    <message>
        <source>Reschedule after a failure</source>
        <translation>Neuplanung nach einem Ausfall</translation>
    </message>
    <message>
        <source>Serving: %1</source>
        <translation>Serving: %1</translation>
    </message>
</context>
<context>
    <name>gpui::PlanChart</name>
    <message>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <source>Export %1</source>
        <translation>%1 exportieren</translation>
    </message>
    <message>
        <source>PNG image…</source>
        <translation>PNG-Bild…</translation>
    </message>
    <message>
        <source>SVG image…</source>
        <translation>SVG-Bild…</translation>
    </message>
    <message>
        <source>CSV data…</source>
        <translation>CSV-Daten…</translation>
    </message>
    <message>
        <source>CSV data (*.csv)</source>
        <translation>CSV-Daten (*.csv)</translation>
    </message>
    <message>
        <source>SVG image (*.svg)</source>
        <translation>SVG-Bild (*.svg)</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>PNG-Bild (*.png)</translation>
    </message>
    <message>
        <source>Export Chart</source>
        <translation>Diagramm exportieren</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Export fehlgeschlagen</translation>
    </message>
    <message>
        <source>The chart could not be written to %1.</source>
        <translation>Das Diagramm konnte nicht nach %1 geschrieben werden.</translation>
    </message>
</context>
<context>
    <name>gpui::PlanDocument</name>
    <message>
        <source>Untitled plan</source>
        <translation>Unbenannter Plan</translation>
    </message>
    <message>
        <source>Use the walk&apos;s answer for the plan</source>
        <translation>Antwort des Pfads für den Plan verwenden</translation>
    </message>
</context>
<context>
    <name>gpui::PlanSearchDialog</name>
    <message>
        <source>Configuration</source>
        <translation>Konfiguration</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <source>Days</source>
        <translation>Tage</translation>
    </message>
    <message>
        <source>Days (p90)</source>
        <translation>Tage (p90)</translation>
    </message>
    <message>
        <source>Likely in time</source>
        <translation>Chance auf Fristeinhaltung</translation>
    </message>
    <message>
        <source>Accelerator</source>
        <translation>Beschleuniger</translation>
    </message>
    <message>
        <source>Lost on</source>
        <translation>Unterlegen wegen</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Warum</translation>
    </message>
    <message>
        <source>Apply This</source>
        <translation>Diese anwenden</translation>
    </message>
    <message>
        <source>Add as Scenario</source>
        <translation>Als Szenario hinzufügen</translation>
    </message>
    <message>
        <source>Find the Plan</source>
        <translation>Plan finden</translation>
    </message>
    <message>
        <source>Find the plan</source>
        <translation>Plan finden</translation>
    </message>
    <message>
        <source>Cost against wall days at the 90th percentile</source>
        <translation>Kosten über der Gesamtdauer in Tagen im 90. Perzentil</translation>
    </message>
    <message>
        <source>Wall days at the 90th percentile</source>
        <translation>Tage gesamt im 90. Perzentil</translation>
    </message>
    <message>
        <source>The point chosen</source>
        <translation>Der gewählte Punkt</translation>
    </message>
    <message>
        <source>The cheapest options</source>
        <translation>Die günstigsten Optionen</translation>
    </message>
    <message>
        <source>Why each other accelerator lost</source>
        <translation>Warum jeder andere Beschleuniger unterlag</translation>
    </message>
    <message>
        <source>The cheapest options that meet the goal</source>
        <translation>Die günstigsten Optionen, die das Ziel erreichen</translation>
    </message>
    <message>
        <source>%1 configurations in the space; %2 priced with the planning model, %3 simulated for their risk; the rest pruned (memory, the largest job, the deadline, a cost bound).</source>
        <translation>%1 Konfigurationen im Suchraum; %2 mit dem Planungsmodell berechnet, %3 auf ihr Risiko simuliert; der Rest verworfen (Speicher, größter Job, Frist, eine Kostenschranke).</translation>
    </message>
    <message>
        <source>The front</source>
        <translation>Pareto-Front</translation>
    </message>
    <message>
        <source>Recommended</source>
        <translation>Empfohlen</translation>
    </message>
    <message>
        <source>Your plan</source>
        <translation>Ihr Plan</translation>
    </message>
    <message>
        <source>Click a point of the front to see its configuration.</source>
        <translation>Klicken Sie auf einen Punkt der Pareto-Front, um seine Konfiguration zu sehen.</translation>
    </message>
    <message>
        <source>Cost of the run (thousand $)</source>
        <translation>Kosten des Laufs (tausend $)</translation>
    </message>
    <message>
        <source>How the search ran</source>
        <translation>Wie die Suche lief</translation>
    </message>
</context>
<context>
    <name>gpui::PlanSearchPanel</name>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Anwenden</translation>
    </message>
    <message>
        <source>Add as Scenario</source>
        <translation>Als Szenario hinzufügen</translation>
    </message>
    <message>
        <source>Details…</source>
        <translation>Details…</translation>
    </message>
    <message>
        <source>Find the plan</source>
        <translation>Plan finden</translation>
    </message>
    <message>
        <source>Recommendation</source>
        <translation>Empfehlung</translation>
    </message>
    <message>
        <source>The recommendation&apos;s figures</source>
        <translation>Die Zahlen der Empfehlung</translation>
    </message>
    <message>
        <source>Search progress</source>
        <translation>Fortschritt der Suche</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source>Confidence of meeting the deadline</source>
        <translation>Konfidenz, die Frist einzuhalten</translation>
    </message>
    <message>
        <source>The probability of finishing by the deadline that the recommendation must reach, from the Monte Carlo</source>
        <translation>Die Wahrscheinlichkeit, bis zur Frist fertig zu werden, die die Empfehlung erreichen muss, laut Monte-Carlo-Simulation</translation>
    </message>
    <message>
        <source>no budget</source>
        <translation>kein Budget</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>Budget</translation>
    </message>
    <message>
        <source>The most the run may cost; 0 for no budget</source>
        <translation>Die Höchstkosten des Laufs; 0 für kein Budget</translation>
    </message>
    <message>
        <source>Set the plan&apos;s accelerator, count, provisioning, hot spares, checkpoint interval and fast tier to the recommendation&apos;s (one undoable step)</source>
        <translation>Setzt Beschleuniger, Anzahl, Bereitstellung, Hot Spares, Checkpoint-Intervall und schnelle Stufe des Plans auf die der Empfehlung (ein Schritt, der sich rückgängig machen lässt)</translation>
    </message>
    <message>
        <source>Keep the recommendation as a scenario beside the plan</source>
        <translation>Behält die Empfehlung als Szenario neben dem Plan</translation>
    </message>
    <message>
        <source>The front of cost against time, the cheapest options and why each other accelerator lost</source>
        <translation>Die Pareto-Front der Kosten über der Zeit, die günstigsten Optionen und warum jeder andere Beschleuniger unterlag</translation>
    </message>
    <message>
        <source>Confidence:</source>
        <translation>Konfidenz:</translation>
    </message>
    <message>
        <source>Budget:</source>
        <translation>Budget:</translation>
    </message>
    <message>
        <source>The search was stopped. Change the goal or press Find to run it again.</source>
        <translation>Die Suche wurde angehalten. Ändern Sie das Ziel oder klicken Sie auf „Suchen“, um sie erneut zu starten.</translation>
    </message>
    <message>
        <source>Find</source>
        <translation>Suchen</translation>
    </message>
    <message>
        <source>Set the search&apos;s confidence</source>
        <translation>Konfidenz der Suche festlegen</translation>
    </message>
    <message>
        <source>Set the search&apos;s budget</source>
        <translation>Budget der Suche festlegen</translation>
    </message>
    <message>
        <source>The search cannot run</source>
        <translation>Die Suche kann nicht ausgeführt werden</translation>
    </message>
    <message>
        <source>Your plan is priced below while the search runs.</source>
        <translation>Während die Suche läuft, wird Ihr Plan unten berechnet.</translation>
    </message>
    <message>
        <source>Recommended: %1</source>
        <translation>Empfohlen: %1</translation>
    </message>
    <message>
        <source>Your plan is the recommendation.</source>
        <translation>Ihr Plan ist die Empfehlung.</translation>
    </message>
    <message>
        <source>Nothing meets the goal</source>
        <translation>Nichts erreicht das Ziel</translation>
    </message>
    <message>
        <source>Apply the search&apos;s configuration</source>
        <translation>Konfiguration der Suche anwenden</translation>
    </message>
    <message>
        <source>Add the search&apos;s configuration as a scenario</source>
        <translation>Konfiguration der Suche als Szenario hinzufügen</translation>
    </message>
    <message>
        <source>Export Deployment…</source>
        <translation>Bereitstellung exportieren…</translation>
    </message>
    <message>
        <source>Write this recommendation, or one of the plan&apos;s options, as a SkyPilot task, a GKE JobSet or a Slurm script</source>
        <translation>Diese Empfehlung oder eine der Optionen des Plans als SkyPilot-Task, GKE-JobSet oder Slurm-Skript schreiben</translation>
    </message>
    <message>
        <source>Added the search&apos;s configuration as a scenario: the scenario shown keeps what its name says.</source>
        <translation>Die Konfiguration der Suche wurde als Szenario hinzugefügt: Das angezeigte Szenario behält, was sein Name sagt.</translation>
    </message>
    <message>
        <source>Applied the search&apos;s configuration to the base plan.</source>
        <translation>Die Konfiguration der Suche wurde auf den Basisplan angewendet.</translation>
    </message>
    <message numerus="yes">
        <source>%n scenario(s) re-based to keep what they set.</source>
        <translation>
            <numerusform>%n Szenario wurde neu auf die Basis bezogen und legt weiter dasselbe fest.</numerusform>
            <numerusform>%n Szenarien wurden neu auf die Basis bezogen und legen weiter dasselbe fest.</numerusform>
        </translation>
    </message>
    <message>
        <source>The plan&apos;s recommendation, written about the old base, was cleared.</source>
        <translation>Die Empfehlung des Plans, die sich auf die alte Basis bezog, wurde zurückgesetzt.</translation>
    </message>
    <message>
        <source>What was changed</source>
        <translation>Was geändert wurde</translation>
    </message>
</context>
<context>
    <name>gpui::PracticePage</name>
    <message>
        <source>Next Question (Enter)</source>
        <translation>Nächste Frage (Eingabe)</translation>
    </message>
    <message>
        <source>%1 of %2 right this session</source>
        <translation>%1 von %2 richtig in dieser Sitzung</translation>
    </message>
</context>
<context>
    <name>gpui::PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Sprache:</translation>
    </message>
    <message>
        <source>System default (%1)</source>
        <translation>Systemstandard (%1)</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>The interface, the charts and exported proposals use this language.</source>
        <translation>Die Oberfläche, die Diagramme und exportierte Angebote verwenden diese Sprache.</translation>
    </message>
    <message>
        <source>&amp;Appearance:</source>
        <translation>&amp;Darstellung:</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>System folgen</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Hell</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Dunkel</translation>
    </message>
    <message>
        <source>Appearance</source>
        <translation>Darstellung</translation>
    </message>
    <message>
        <source>Show the &amp;welcome at the next start</source>
        <translation>&amp;Willkommen beim nächsten Start zeigen</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>&amp;Reopen the last plan at start</source>
        <translation>Letzten Plan beim Start &amp;wieder öffnen</translation>
    </message>
    <message>
        <source>Graph packs</source>
        <translation>Graphpakete</translation>
    </message>
</context>
<context>
    <name>gpui::PresentationLayout</name>
    <message>
        <source>Page %1 of %2</source>
        <translation>Seite %1 von %2</translation>
    </message>
</context>
<context>
    <name>gpui::PresentationView</name>
    <message>
        <source>Presentation</source>
        <translation>Präsentation</translation>
    </message>
    <message>
        <source>Presentation — Goodput Planner</source>
        <translation>Präsentation — Goodput Planner</translation>
    </message>
    <message>
        <source>%1 · for %2</source>
        <translation>%1 · für %2</translation>
    </message>
    <message>
        <source>No result: an input is invalid</source>
        <translation>Kein Ergebnis: Eine Eingabe ist ungültig</translation>
    </message>
    <message>
        <source>Scheduling %1 × Runtime %2 × Program (MFU) %3</source>
        <translation>Scheduling %1 × Laufzeit %2 × Programm (MFU) %3</translation>
    </message>
    <message>
        <source>The path the serving figures give</source>
        <translation>Der Pfad, den die Serving-Zahlen ergeben</translation>
    </message>
    <message>
        <source>No walk of the GPU tree is recorded: walk it in the Decision flowcharts view.</source>
        <translation>Kein Pfad durch den GPU-Baum aufgezeichnet: gehen Sie ihn in der Ansicht „Entscheidungsdiagramme“.</translation>
    </message>
    <message>
        <source>The walk of “%1”</source>
        <translation>Der Pfad durch „%1“</translation>
    </message>
    <message>
        <source>Advice: the GPU walk through the decision tree of Optimizing GPU Usage</source>
        <translation>Rat: der GPU-Pfad durch den Entscheidungsbaum von „Optimizing GPU Usage“</translation>
    </message>
</context>
<context>
    <name>gpui::ProgressPage</name>
    <message>
        <source>Exam score (%)</source>
        <translation>Prüfungsergebnis (%)</translation>
    </message>
    <message>
        <source>Exam</source>
        <translation>Prüfung</translation>
    </message>
    <message>
        <source>Exam scores over time</source>
        <translation>Prüfungsergebnisse im Zeitverlauf</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Questions</source>
        <translation>Fragen</translation>
    </message>
    <message>
        <source>Exam history</source>
        <translation>Prüfungsverlauf</translation>
    </message>
</context>
<context>
    <name>gpui::ProposalBuilder</name>
    <message>
        <source>Accelerator and goodput proposal</source>
        <translation>Angebot zu Beschleunigern und Goodput</translation>
    </message>
    <message>
        <source>Training plan</source>
        <translation>Trainingsplan</translation>
    </message>
    <message>
        <source>Prepared for %1</source>
        <translation>Erstellt für %1</translation>
    </message>
    <message>
        <source>Prepared by %1</source>
        <translation>Erstellt von %1</translation>
    </message>
    <message>
        <source>Executive summary</source>
        <translation>Zusammenfassung</translation>
    </message>
    <message>
        <source>none selected</source>
        <translation>keiner gewählt</translation>
    </message>
    <message>
        <source>The GPU-selection walk recommends %1.</source>
        <translation>Der Entscheidungsweg zur GPU-Wahl empfiehlt %1.</translation>
    </message>
    <message>
        <source>ML Productivity Goodput</source>
        <translation>ML Productivity Goodput</translation>
    </message>
    <message>
        <source>Provisioning</source>
        <translation>Bereitstellung</translation>
    </message>
    <message>
        <source>Total cost</source>
        <translation>Gesamtkosten</translation>
    </message>
    <message>
        <source>Cost per productive accelerator-hour</source>
        <translation>Kosten je produktive Beschleunigerstunde</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Kennzahl</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Goodput analysis</source>
        <translation>Goodput-Analyse</translation>
    </message>
    <message>
        <source>Where the evaluation window goes: ML Productivity Goodput = scheduling × runtime × program goodput.</source>
        <translation>Wohin das Bewertungsfenster geht: ML Productivity Goodput = Scheduling- × Laufzeit- × Programm-Goodput.</translation>
    </message>
    <message>
        <source>Sensitivity: ML Productivity Goodput with each input moved by 20 %, switches turned off and on.</source>
        <translation>Empfindlichkeit: ML Productivity Goodput mit jeder Eingabe um 20 % verschoben, Schalter aus- und eingeschaltet.</translation>
    </message>
    <message>
        <source>Recommended techniques and their expected effect</source>
        <translation>Empfohlene Techniken und ihre erwartete Wirkung</translation>
    </message>
    <message>
        <source>Raises MFU; measure the gain on the workload</source>
        <translation>Erhöht die MFU; messen Sie den Gewinn an der Arbeitslast</translation>
    </message>
    <message>
        <source>In the plan already</source>
        <translation>Bereits im Plan</translation>
    </message>
    <message>
        <source>%1 → %2 (%3%4 points)</source>
        <translation>%1 → %2 (%3%4 Punkte)</translation>
    </message>
    <message>
        <source>Technique</source>
        <translation>Technik</translation>
    </message>
    <message>
        <source>Goodput</source>
        <translation>Goodput</translation>
    </message>
    <message>
        <source>ML Productivity Goodput: now → with it</source>
        <translation>ML Productivity Goodput: jetzt → damit</translation>
    </message>
    <message>
        <source>Effects by the planning model with the plan&apos;s inputs, one technique at a time.</source>
        <translation>Wirkungen laut Planungsmodell mit den Eingaben des Plans, jeweils eine Technik.</translation>
    </message>
    <message>
        <source>Cost comparison</source>
        <translation>Kostenvergleich</translation>
    </message>
    <message>
        <source>Accelerator</source>
        <translation>Beschleuniger</translation>
    </message>
    <message>
        <source>$/h</source>
        <translation>$/h</translation>
    </message>
    <message>
        <source>Provisioning compared per productive hour</source>
        <translation>Bereitstellung je produktive Stunde verglichen</translation>
    </message>
    <message>
        <source>Scheduling</source>
        <translation>Scheduling</translation>
    </message>
    <message>
        <source>Runtime</source>
        <translation>Laufzeit</translation>
    </message>
    <message>
        <source>Assumptions</source>
        <translation>Annahmen</translation>
    </message>
    <message>
        <source>⚠ Always validate on your workload: every recommendation assumes you confirm it with practical testing on your actual model and dataset. Theoretical fit is a starting point, not a guarantee.</source>
        <translation>⚠ Immer an Ihrer Arbeitslast prüfen: Jede Empfehlung setzt voraus, dass Sie sie mit praktischen Tests an Ihrem tatsächlichen Modell und Datensatz bestätigen. Die theoretische Passung ist ein Ausgangspunkt, keine Garantie.</translation>
    </message>
    <message>
        <source>Checkpoints every %1, each stalling the job for %2; auto-checkpointing on SIGTERM %3.</source>
        <translation>Checkpoints alle %1, jeder hält den Job %2 an; Auto-Checkpointing bei SIGTERM %3.</translation>
    </message>
    <message>
        <source>on (grace %1)</source>
        <translation>an (Kulanzzeit %1)</translation>
    </message>
    <message>
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <source>Model FLOP utilization %1%2.</source>
        <translation>Modell-FLOP-Auslastung %1%2.</translation>
    </message>
    <message>
        <source>, from measured throughput</source>
        <translation>, aus gemessenem Durchsatz</translation>
    </message>
    <message>
        <source>, an estimate</source>
        <translation>, eine Schätzung</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notizen</translation>
    </message>
    <message>
        <source>Appendix: formulas and sources</source>
        <translation>Anhang: Formeln und Quellen</translation>
    </message>
    <message>
        <source>Young (1974): τ = √(2 δ M). Daly (2006), FGCS 22(3), eq. 37: τ = √(2 δ M) [1 + √(δ/2M)/3 + (δ/2M)/9] − δ.</source>
        <translation>Young (1974): τ = √(2 δ M). Daly (2006), FGCS 22(3), Gl. 37: τ = √(2 δ M) [1 + √(δ/2M)/3 + (δ/2M)/9] − δ.</translation>
    </message>
    <message>
        <source>Daly&apos;s complete model: T_w = M e^(R/M) (e^((τ+δ)/M) − 1) T_s / τ.</source>
        <translation>Dalys vollständiges Modell: T_w = M e^(R/M) (e^((τ+δ)/M) − 1) T_s / τ.</translation>
    </message>
    <message>
        <source>MFU = tokens/s × (6 N + 12 L H Q T) / (chips × peak FLOP/s) (PaLM, Chowdhery et al. 2022, appendix B).</source>
        <translation>MFU = Tokens/s × (6 N + 12 L H Q T) / (Chips × Spitzen-FLOP/s) (PaLM, Chowdhery et al. 2022, Anhang B).</translation>
    </message>
    <message>
        <source>Training compute C = 6 N D (EleutherAI, Transformer Math 101); cost = T × G × price; cost per productive accelerator-hour = price / (SG × RG).</source>
        <translation>Trainingsrechenaufwand C = 6 N D (EleutherAI, Transformer Math 101); Kosten = T × G × Preis; Kosten je produktive Beschleunigerstunde = Preis / (SG × RG).</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Goodput Planner proposal</source>
        <translation>Goodput-Planner-Angebot</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Seite %1 von %2</translation>
    </message>
    <message>
        <source>Failure cost against cluster size: every interruption idles the whole job. In a fixed window lost accelerator-hours grow with the square of the node count; for a fixed amount of training compute, done sooner on more nodes, they grow in proportion to it. The re-optimized curves include the save hours that checkpointing more often adds.</source>
        <translation>Ausfallkosten über der Clustergröße: Jede Unterbrechung legt den ganzen Job still. In einem festen Fenster wachsen die verlorenen Beschleunigerstunden mit dem Quadrat der Knotenzahl; für eine feste Menge Trainingsrechenleistung, die auf mehr Knoten früher fertig ist, wachsen sie proportional zu ihr. Die neu optimierten Kurven enthalten die Speicherstunden, die häufigeres Checkpointing hinzufügt.</translation>
    </message>
    <message>
        <source>Interruptions per node per day: %1 failures without warning, %2 maintenance preemptions and %3 Spot preemptions with a warning; job MTBF %4.</source>
        <translation>Unterbrechungen pro Knoten und Tag: %1 Ausfälle ohne Vorwarnung, %2 Wartungs-Preemptions und %3 Spot-Preemptions mit Vorwarnung; MTBF des Jobs %4.</translation>
    </message>
    <message>
        <source>Reschedule %1 after a failure, %2 after maintenance, %3 after a Spot preemption; resume %4; initial wait for capacity %5.</source>
        <translation>Neuplanung %1 nach einem Ausfall, %2 nach Wartung, %3 nach einer Spot-Preemption; Wiederaufnahme %4; anfängliche Wartezeit auf Kapazität %5.</translation>
    </message>
    <message>
        <source>No hot spares.</source>
        <translation>Keine Hot Spares.</translation>
    </message>
    <message>
        <source>Interruptions also strike during recovery and emergency saves.</source>
        <translation>Unterbrechungen treffen auch Wiederherstellungen und Notfall-Speicherungen.</translation>
    </message>
    <message>
        <source>Interruptions strike only while the job runs, not during recovery.</source>
        <translation>Unterbrechungen treffen nur den laufenden Job, nicht die Wiederherstellung.</translation>
    </message>
    <message>
        <source>Expected values by renewal-reward over the finite window: running stretches X ~ Exp(Λ), Λ = n (λ_f + λ_m + λ_s); an interruption loses X mod (τ + δ); E[X mod c] = 1/Λ − c / (e^(Λc) − 1) (planning model, checked against the Monte Carlo).</source>
        <translation>Erwartungswerte nach Renewal-Reward über das endliche Fenster: Laufstrecken X ~ Exp(Λ), Λ = n (λ_f + λ_m + λ_s); eine Unterbrechung verliert X mod (τ + δ); E[X mod c] = 1/Λ − c / (e^(Λc) − 1) (Planungsmodell, gegen die Monte-Carlo-Simulation geprüft).</translation>
    </message>
    <message>
        <source>Priced accelerator: %1 × %2 (%3 nodes of %4).</source>
        <translation>Berechneter Beschleuniger: %1 × %2 (%3 Knoten zu %4).</translation>
    </message>
    <message>
        <source>Wall time to train (days)</source>
        <translation>Gesamtzeit des Trainings (Tage)</translation>
    </message>
    <message>
        <source>Billed accelerator-hours (hot spares included)</source>
        <translation>Berechnete Beschleunigerstunden (Hot Spares eingeschlossen)</translation>
    </message>
    <message>
        <source>Memory per accelerator</source>
        <translation>Speicher je Beschleuniger</translation>
    </message>
    <message>
        <source>%1 of %2 GB usable: fits</source>
        <translation>%1 von %2 GB nutzbar: passt</translation>
    </message>
    <message>
        <source>%1 of %2 GB usable: does not fit</source>
        <translation>%1 von %2 GB nutzbar: passt nicht</translation>
    </message>
    <message>
        <source> ✔</source>
        <translation> ✔</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source> (published)</source>
        <translation> (veröffentlicht)</translation>
    </message>
    <message>
        <source> late</source>
        <translation> zu spät</translation>
    </message>
    <message>
        <source>Fits</source>
        <translation>Passt</translation>
    </message>
    <message>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <source>Wall days</source>
        <translation>Tage gesamt</translation>
    </message>
    <message>
        <source>For the deadline</source>
        <translation>Für die Frist</translation>
    </message>
    <message>
        <source>At the plan&apos;s %1 accelerators; &quot;For the deadline&quot; is the fewest, in whole nodes, that fit the model and finish within %2 days. ✔ marks the cheapest of those.</source>
        <translation>Bei den %1 Beschleunigern des Plans; „Für die Frist“ ist die kleinste Anzahl in ganzen Knoten, die das Modell fasst und innerhalb von %2 Tagen fertig wird. ✔ markiert die günstigste davon.</translation>
    </message>
    <message>
        <source>Cost of the run</source>
        <translation>Kosten des Laufs</translation>
    </message>
    <message>
        <source>The plan&apos;s own provisioning (bold) uses the plan&apos;s goodput; the others use the plan with their own wait for capacity, Spot with its preemptions. Waiting is not billed; DWS calendar bills whole days; DWS flex-start runs at most 7 days a request; a commitment is paid for its whole term, and the run carries the part of it not used elsewhere.</source>
        <translation>Die Bereitstellung des Plans (fett) nutzt den Goodput des Plans; die anderen nutzen den Plan mit ihrem eigenen Warten auf Kapazität, Spot mit seinen Unterbrechungen. Warten wird nicht berechnet; der DWS-Kalender berechnet ganze Tage; DWS Flex-Start läuft höchstens 7 Tage je Anfrage; eine Zusage wird für ihre ganze Laufzeit bezahlt, und der Lauf trägt den nicht anderweitig genutzten Teil.</translation>
    </message>
    <message>
        <source>Memory: %1, %2, tensor parallel %3, pipeline parallel %4, micro-batch %5%6; bytes per parameter from the ZeRO paper (Rajbhandari et al. 2020), activations from Korthikanti et al. 2022, a tenth of memory kept for the runtime.</source>
        <translation>Speicher: %1, %2, Tensor-Parallelität %3, Pipeline-Parallelität %4, Micro-Batch %5%6; Bytes je Parameter aus dem ZeRO-Paper (Rajbhandari et al. 2020), Aktivierungen nach Korthikanti et al. 2022, ein Zehntel des Speichers für die Laufzeitumgebung reserviert.</translation>
    </message>
    <message>
        <source>, activations recomputed</source>
        <translation>, Aktivierungen neu berechnet</translation>
    </message>
    <message>
        <source>Prices are Google Cloud list prices per accelerator-hour as of %1 (the machine&apos;s price divided among its accelerators, host included), with any prices entered for this plan; they change and differ by region.</source>
        <translation>Preise sind Google-Cloud-Listenpreise je Beschleunigerstunde, Stand %1 (der Maschinenpreis aufgeteilt auf ihre Beschleuniger, Host eingeschlossen), mit den für diesen Plan eingegebenen Preisen; sie ändern sich und unterscheiden sich je Region.</translation>
    </message>
    <message>
        <source>Money spent against training progress for the priced accelerator under the plan&apos;s provisioning, in one simulated run: the wait is not billed, restarts are marked and lost work shows as drops.</source>
        <translation>Ausgaben gegen Trainingsfortschritt für den berechneten Beschleuniger mit der Bereitstellung des Plans, in einem simulierten Lauf: das Warten wird nicht berechnet, Neustarts sind markiert und verlorene Arbeit zeigt sich als Einbruch.</translation>
    </message>
    <message>
        <source>Measured baseline</source>
        <translation>Gemessene Ausgangsbasis</translation>
    </message>
    <message>
        <source>Job %1 (log %2) ran %3 with %4 disruptions: %5 of its time was productive, measured as ml-goodput-measurement measures it. The plan&apos;s %6 productive is %7 points above it.</source>
        <translation>Job %1 (Protokoll %2) lief %3 mit %4 Unterbrechungen: %5 seiner Zeit war produktiv, gemessen wie ml-goodput-measurement misst. Die %6 Produktivität des Plans liegen %7 Punkte darüber.</translation>
    </message>
    <message>
        <source>Share of the time</source>
        <translation>Anteil der Zeit</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>Gemessen</translation>
    </message>
    <message>
        <source>Planned</source>
        <translation>Geplant</translation>
    </message>
    <message>
        <source>Executive summary: %1</source>
        <translation>Zusammenfassung: %1</translation>
    </message>
    <message>
        <source>Of which checkpoint storage</source>
        <translation>Davon Checkpoint-Speicher</translation>
    </message>
    <message>
        <source>%1 (%2 checkpoints of %3 GB at %4 per GB-month)</source>
        <translation>%1 (%2 Checkpoints zu %3 GB zu %4 je GB und Monat)</translation>
    </message>
    <message>
        <source>Inference plan</source>
        <translation>Inferenzplan</translation>
    </message>
    <message>
        <source>No walk of the GPU tree is recorded in this plan: the path shown is the one the serving figures give.</source>
        <translation>In diesem Plan ist kein Weg durch den GPU-Baum aufgezeichnet: Der gezeigte Pfad ist der, den die Serving-Zahlen ergeben.</translation>
    </message>
    <message>
        <source>Decision path</source>
        <translation>Entscheidungspfad</translation>
    </message>
    <message>
        <source>Recommendation: %1. %2</source>
        <translation>Empfehlung: %1. %2</translation>
    </message>
    <message>
        <source>Gotcha: %1</source>
        <translation>Fallstrick: %1</translation>
    </message>
    <message>
        <source>The walk stops at: %1</source>
        <translation>Der Weg endet bei: %1</translation>
    </message>
    <message>
        <source>No decision walk has been recorded in this plan.</source>
        <translation>In diesem Plan ist kein Entscheidungsweg aufgezeichnet.</translation>
    </message>
    <message>
        <source>Risks</source>
        <translation>Risiken</translation>
    </message>
    <message>
        <source>Next steps</source>
        <translation>Nächste Schritte</translation>
    </message>
    <message>
        <source>%1 = scheduling %2 × runtime %3 × program (MFU) %4</source>
        <translation>%1 = Scheduling %2 × Laufzeit %3 × Programm (MFU) %4</translation>
    </message>
    <message>
        <source>%1: the %2-day deadline is met</source>
        <translation>%1: die Frist von %2 Tagen wird eingehalten</translation>
    </message>
    <message>
        <source>%1: the %2-day deadline is missed by %3 days</source>
        <translation>%1: die Frist von %2 Tagen wird um %3 Tage verfehlt</translation>
    </message>
    <message>
        <source>(%1 waiting for capacity, not billed)</source>
        <translation>(davon %1 Warten auf Kapazität, nicht abgerechnet)</translation>
    </message>
    <message>
        <source>%1 (whole term)</source>
        <translation>%1 (ganze Laufzeit)</translation>
    </message>
    <message>
        <source>Billed accelerator-h</source>
        <translation>Berechnete Beschleuniger-h</translation>
    </message>
    <message>
        <source>Used accelerator-h</source>
        <translation>Genutzte Beschleuniger-h</translation>
    </message>
    <message>
        <source>%1 hot spares, swapped in within %2 and back after a repair of %3: %4 (± %5, simulated) of failures and maintenance preemptions find the pool empty.</source>
        <translation>%1 Hot Spares, eingewechselt innerhalb von %2 und nach einer Reparatur von %3 zurück: %4 (± %5, simuliert) der Ausfälle und Wartungsunterbrechungen finden den Pool leer.</translation>
    </message>
    <message>
        <source>At a glance</source>
        <translation>Auf einen Blick</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Antwort</translation>
    </message>
    <message>
        <source>Detail</source>
        <translation>Einzelheiten</translation>
    </message>
    <message>
        <source>What raises the goodput most</source>
        <translation>Was den Goodput am stärksten erhöht</translation>
    </message>
    <message>
        <source>Gain</source>
        <translation>Gewinn</translation>
    </message>
    <message>
        <source> (layout)</source>
        <translation> (Layout)</translation>
    </message>
    <message>
        <source>The priced accelerator&apos;s program goodput comes from the step model&apos;s fastest layout that fits its memory: %1</source>
        <translation>Der Programm-Goodput des bepreisten Beschleunigers stammt aus dem schnellsten Layout des Schrittmodells, das in seinen Speicher passt: %1</translation>
    </message>
    <message>
        <source>Recommended: %1. %2 · %3.</source>
        <translation>Empfohlen: %1. %2 · %3.</translation>
    </message>
    <message>
        <source>The plan&apos;s own configuration is the recommendation.</source>
        <translation>Die eigene Konfiguration des Plans ist die Empfehlung.</translation>
    </message>
    <message>
        <source>How this plan was chosen</source>
        <translation>Wie dieser Plan gewählt wurde</translation>
    </message>
    <message>
        <source>The goal: finish within %1 days with a probability of at least %2, %3, on %4 and %5. Every configuration of accelerator, node count, parallel layout, provisioning, hot spares (0 to 8), checkpoint interval (Daly&apos;s optimum from half to twice) and fast tier was priced as sold with the planning model, and the risk of those that could win simulated: %6 configurations, %7 priced, %8 simulated.</source>
        <translation>Das Ziel: innerhalb von %1 Tagen mit einer Wahrscheinlichkeit von mindestens %2 fertig werden, %3, auf %4 und mit %5. Jede Konfiguration aus Beschleuniger, Knotenzahl, paralleler Aufteilung, Bereitstellung, Hot Spares (0 bis 8), Checkpoint-Intervall (Dalys Optimum von der Hälfte bis zum Doppelten) und schneller Stufe wurde mit dem Planungsmodell zu Verkaufspreisen berechnet und das Risiko derer, die gewinnen konnten, simuliert: %6 Konfigurationen, %7 berechnet, %8 simuliert.</translation>
    </message>
    <message>
        <source>within a budget of %1</source>
        <translation>innerhalb eines Budgets von %1</translation>
    </message>
    <message>
        <source>with no budget</source>
        <translation>ohne Budget</translation>
    </message>
    <message>
        <source>any accelerator of the catalog</source>
        <translation>einem beliebigen Beschleuniger des Katalogs</translation>
    </message>
    <message>
        <source>any provisioning</source>
        <translation>beliebiger Bereitstellung</translation>
    </message>
    <message>
        <source>Configuration</source>
        <translation>Konfiguration</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <source>Days</source>
        <translation>Tage</translation>
    </message>
    <message>
        <source>Days (p90)</source>
        <translation>Tage (p90)</translation>
    </message>
    <message>
        <source>Likely in time</source>
        <translation>Chance auf Fristeinhaltung</translation>
    </message>
    <message>
        <source>The front: cost against the 90th-percentile wall days</source>
        <translation>Die Pareto-Front: Kosten über der Gesamtdauer in Tagen im 90. Perzentil</translation>
    </message>
    <message>
        <source>Each configuration of the front is faster at the 90th percentile than every cheaper one; the recommendation is in bold.</source>
        <translation>Jede Konfiguration der Pareto-Front ist im 90. Perzentil schneller als jede günstigere; die Empfehlung ist fett gedruckt.</translation>
    </message>
    <message>
        <source>The cheapest options that meet the goal</source>
        <translation>Die günstigsten Optionen, die das Ziel erreichen</translation>
    </message>
    <message>
        <source>Why each other accelerator lost</source>
        <translation>Warum jeder andere Beschleuniger unterlag</translation>
    </message>
    <message>
        <source>Lost on</source>
        <translation>Unterlegen wegen</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Warum</translation>
    </message>
    <message>
        <source>SkyPilot task</source>
        <translation>SkyPilot-Task</translation>
    </message>
    <message>
        <source>GKE JobSet and Kueue queue</source>
        <translation>GKE-JobSet und Kueue-Warteschlange</translation>
    </message>
    <message>
        <source>Slurm batch script</source>
        <translation>Slurm-Batch-Skript</translation>
    </message>
    <message>
        <source>Deployment files</source>
        <translation>Bereitstellungsdateien</translation>
    </message>
    <message>
        <source>The plan was exported as the files below, for the platform team to run. Each file opens with the plan&apos;s title, its figures and the date of the export, and lists what its format could not carry.</source>
        <translation>Der Plan wurde als die folgenden Dateien exportiert, die das Plattformteam ausführt. Jede Datei beginnt mit dem Titel des Plans, seinen Kennzahlen und dem Datum des Exports und nennt, was ihr Format nicht aufnehmen konnte.</translation>
    </message>
    <message>
        <source>Base plan</source>
        <translation>Basisplan</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Format</translation>
    </message>
    <message>
        <source>Option</source>
        <translation>Option</translation>
    </message>
    <message>
        <source>Exported</source>
        <translation>Exportiert</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>Dateien</translation>
    </message>
    <message>
        <source>ML Productivity Goodput = scheduling goodput × runtime goodput × program goodput (Optimizing GPU Usage).</source>
        <translation>ML Productivity Goodput = Scheduling-Goodput × Laufzeit-Goodput × Programm-Goodput („Optimizing GPU Usage“).</translation>
    </message>
    <message>
        <source>Runtime goodput = (t_w − t_c − Σ t_re) / (t_w − Σ t_re), t_c = Σ (t_rm + t_ch) (Optimizing GPU Usage).</source>
        <translation>Laufzeit-Goodput = (t_w − t_c − Σ t_re) / (t_w − Σ t_re), t_c = Σ (t_rm + t_ch) („Optimizing GPU Usage“).</translation>
    </message>
    <message>
        <source>Runtime goodput against the checkpoint interval: the planning model with the save cost and the guide&apos;s formula without it, both runtime goodput as the guide Optimizing GPU Usage defines it; the plan&apos;s interval and the Young and Daly optima (for the mean time between interruptions that lose progress) are marked. Daly&apos;s efficiency, work over wall time, is drawn dashed as what it is.</source>
        <translation>Laufzeit-Goodput über dem Checkpoint-Intervall: das Planungsmodell mit den Speicherkosten und die Formel des Leitfadens ohne sie, beide Laufzeit-Goodput, wie ihn der Leitfaden „Optimizing GPU Usage“ definiert; markiert sind das Intervall des Plans und die Optima nach Young und Daly (für die mittlere Zeit zwischen Unterbrechungen, die Fortschritt verlieren). Dalys Effizienz, Arbeit über Wanduhrzeit, ist gestrichelt als das gezeichnet, was sie ist.</translation>
    </message>
    <message numerus="yes">
        <source>, from the step-time model of the parallel layout, checked on %n published training runs it was not fitted to: half within %1 of the published MFU, nine in ten within %2. The probability of meeting the deadline and the days at the 90th percentile include that error</source>
        <translation>
            <numerusform>, aus dem Schrittzeitmodell der parallelen Aufteilung, geprüft an %n veröffentlichten Trainingslauf, an den es nicht angepasst wurde: die Hälfte innerhalb von %1 der veröffentlichten MFU, neun von zehn innerhalb von %2. Die Wahrscheinlichkeit, die Frist einzuhalten, und die Tage beim 90. Perzentil enthalten diesen Fehler</numerusform>
            <numerusform>, aus dem Schrittzeitmodell der parallelen Aufteilung, geprüft an %n veröffentlichten Trainingsläufen, an die es nicht angepasst wurde: die Hälfte innerhalb von %1 der veröffentlichten MFU, neun von zehn innerhalb von %2. Die Wahrscheinlichkeit, die Frist einzuhalten, und die Tage beim 90. Perzentil enthalten diesen Fehler</numerusform>
        </translation>
    </message>
    <message>
        <source>Memory: %1, the layout&apos;s %2, %3 GB an accelerator of %4 GB usable; bytes per parameter from the ZeRO paper (Rajbhandari et al. 2020), activations from Korthikanti et al. 2022, a tenth of memory kept for the runtime.</source>
        <translation>Speicher: %1, die Aufteilung %2, %3 GB je Beschleuniger von %4 GB nutzbar; Bytes je Parameter aus dem ZeRO-Paper (Rajbhandari et al. 2020), Aktivierungen nach Korthikanti et al. 2022, ein Zehntel des Speichers für die Laufzeit reserviert.</translation>
    </message>
    <message>
        <source>%1 of %2 GB usable: fits, only %3 free (under 10 %, see the warnings)</source>
        <translation>%1 von %2 GB nutzbar: passt, nur %3 frei (unter 10 %, siehe die Warnungen)</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <comment>a configuration and its hot spares</comment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Training compute C = 6 N D = %1 FLOPs for %2 parameters and %3 tokens; productive hours P = C / (G × peak × MFU); running time = P / the productive share of running time; wall time = the wait for capacity + running time. Goodput for an evaluation window of %4.</source>
        <translation>Trainingsrechenaufwand C = 6 N D = %1 FLOPs für %2 Parameter und %3 Tokens; produktive Stunden P = C / (G × Spitze × MFU); Laufzeit = P / produktiver Anteil der Laufzeit; Gesamtzeit = Warten auf Kapazität + Laufzeit. Goodput für ein Auswertungsfenster von %4.</translation>
    </message>
    <message>
        <source>Kubernetes manifests for vLLM</source>
        <translation>Kubernetes-Manifeste für vLLM</translation>
    </message>
</context>
<context>
    <name>gpui::ProposalCheckpoint</name>
    <message>
        <source>derived from the state</source>
        <translation>aus dem Zustand abgeleitet</translation>
    </message>
    <message>
        <source>measured</source>
        <translation>gemessen</translation>
    </message>
    <message>
        <source>as given</source>
        <translation>wie angegeben</translation>
    </message>
    <message>
        <source>%1 GB</source>
        <translation>%1 GB</translation>
    </message>
    <message numerus="yes">
        <source>Fast (%n copies)</source>
        <translation>
            <numerusform>Schnell (%n Kopie)</numerusform>
            <numerusform>Schnell (%n Kopien)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Persistent</source>
        <translation>Persistent</translation>
    </message>
    <message>
        <source>Checkpoint tier</source>
        <translation>Checkpoint-Stufe</translation>
    </message>
    <message>
        <source>Interval</source>
        <translation>Intervall</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <source>Job stalls</source>
        <translation>Job hält an</translation>
    </message>
    <message>
        <source>Restore read</source>
        <translation>Lesen beim Wiederherstellen</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <source>Saves, share of window</source>
        <translation>Speichern, Anteil am Zeitfenster</translation>
    </message>
    <message>
        <source>Lost, share of window</source>
        <translation>Verloren, Anteil am Zeitfenster</translation>
    </message>
    <message>
        <source>none, since no interruption goes back to it</source>
        <translation>keines, da keine Unterbrechung darauf zurückgeht</translation>
    </message>
    <message numerus="yes">
        <source>The persistent save comes with every %n fast saves.</source>
        <translation>
            <numerusform>Die dauerhafte Sicherung kommt mit jeder %n. schnellen Sicherung.</numerusform>
            <numerusform>Die dauerhafte Sicherung kommt mit jeder %n. schnellen Sicherung.</numerusform>
        </translation>
    </message>
    <message>
        <source>Failures and maintenance resume from the fast tier, whose copies on the node&apos;s peers outlive the node; a Spot preemption takes the whole job and goes back to the persistent tier.</source>
        <translation>Ausfälle und Wartung setzen aus der schnellen Stufe fort, deren Kopien auf den Nachbarn des Knotens ihn überdauern; eine Spot-Unterbrechung trifft den ganzen Job und geht auf die dauerhafte Stufe zurück.</translation>
    </message>
    <message>
        <source>With one copy the fast tier survives no node&apos;s loss: every interruption goes back to the persistent tier.</source>
        <translation>Mit einer Kopie übersteht die schnelle Stufe keinen Knotenverlust: Jede Unterbrechung geht auf die dauerhafte Stufe zurück.</translation>
    </message>
    <message>
        <source>Daly&apos;s optimum interval: fast tier %1, persistent tier %2.</source>
        <translation>Dalys optimales Intervall: schnelle Stufe %1, dauerhafte Stufe %2.</translation>
    </message>
    <message>
        <source>Young&apos;s and Daly&apos;s optima use the time the job stalls: the blocking part of an asynchronous save.</source>
        <translation>Die Optima nach Young und Daly verwenden die Zeit, in der der Job anhält: den blockierenden Teil eines asynchronen Speichervorgangs.</translation>
    </message>
    <message>
        <source>Saves are asynchronous: a whole save takes %1 and uploads behind the training; an interruption during an upload goes back to the checkpoint before.</source>
        <translation>Checkpoints werden asynchron gespeichert: Ein ganzer Speichervorgang dauert %1 und wird hinter dem Training hochgeladen; eine Unterbrechung während eines Uploads fällt auf den Checkpoint davor zurück.</translation>
    </message>
    <message>
        <source>The save is derived from a %1 GB state written at %2 GB/s (the nodes&apos; bandwidth, capped by the storage&apos;s) plus %3; a restore reads it in %4.</source>
        <translation>Die Speicherdauer ergibt sich aus einem Zustand von %1 GB, geschrieben mit %2 GB/s (die Bandbreite der Knoten, begrenzt durch die des Speichers), plus %3; eine Wiederherstellung liest ihn in %4.</translation>
    </message>
    <message>
        <source>The save cost is measured.</source>
        <translation>Die Speicherdauer ist gemessen.</translation>
    </message>
    <message>
        <source>A fast tier saves every %1 to host memory or local SSD, each node&apos;s copy held by %2 nodes of its group of %3; each save stalls the job %4.</source>
        <translation>Eine schnelle Stufe sichert alle %1 in den Hostspeicher oder auf lokale SSD; die Kopie jedes Knotens halten %2 Knoten seiner Gruppe von %3; jede Sicherung hält den Job %4 an.</translation>
    </message>
</context>
<context>
    <name>gpui::ProposalExporter</name>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>gpui::ProposalScenarios</name>
    <message>
        <source>★ %1</source>
        <translation>★ %1</translation>
    </message>
    <message>
        <source>Options compared</source>
        <translation>Optionen im Vergleich</translation>
    </message>
    <message>
        <source>This proposal weighs %1 options: the base plan and %2 scenarios, each changing some of its inputs. Every figure comes from the same planning model; the 5th and 95th percentiles from %3 simulated windows of each option show the risk around its expected goodput.</source>
        <translation>Dieses Angebot wägt %1 Optionen ab: den Basisplan und %2 Szenarien, die jeweils einige seiner Eingaben ändern. Jede Zahl stammt aus demselben Planungsmodell; das 5. und 95. Perzentil aus %3 simulierten Zeitfenstern je Option zeigen das Risiko um den erwarteten Goodput.</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Kennzahl</translation>
    </message>
    <message>
        <source>Recommended: %1</source>
        <translation>Empfohlen: %1</translation>
    </message>
    <message>
        <source>No reason has been recorded for the recommendation.</source>
        <translation>Für die Empfehlung ist keine Begründung erfasst.</translation>
    </message>
    <message>
        <source>The pages after the options detail the recommended option.</source>
        <translation>Die Seiten nach den Optionen beschreiben die empfohlene Option im Einzelnen.</translation>
    </message>
    <message>
        <source>What each option changes</source>
        <translation>Was jede Option ändert</translation>
    </message>
    <message>
        <source>(overrides unreadable)</source>
        <translation>(Änderungen nicht lesbar)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>nothing; the base plan</source>
        <translation>nichts; der Basisplan</translation>
    </message>
    <message>
        <source>Cost and wall days of each option, with the deadline; then the distribution of ML Productivity Goodput over the simulated windows of each.</source>
        <translation>Kosten und Gesamtdauer in Tagen je Option, mit der Frist; dann die Verteilung des ML Productivity Goodput über die simulierten Zeitfenster jeder Option.</translation>
    </message>
    <message>
        <source>Cheapest of the options compared: %1</source>
        <translation>Günstigste der verglichenen Optionen: %1</translation>
    </message>
    <message>
        <source>The plan records %1 as its recommendation; of the options compared, the figures make %2 the cheapest that meets the deadline.</source>
        <translation>Der Plan nennt %1 als Empfehlung; unter den verglichenen Optionen ist nach den Zahlen %2 die günstigste, die die Frist einhält.</translation>
    </message>
    <message>
        <source>The plan search finds %1 at %2, cheaper than every option compared: it is this proposal&apos;s recommendation, as the executive summary says.</source>
        <translation>Die Plansuche findet %1 für %2, günstiger als jede verglichene Option: Das ist die Empfehlung dieses Angebots, wie die Zusammenfassung sagt.</translation>
    </message>
    <message>
        <source>The reason recorded with the plan is not repeated here: the figures no longer bear it out.</source>
        <translation>Die im Plan festgehaltene Begründung wird hier nicht wiederholt: Die Zahlen stützen sie nicht mehr.</translation>
    </message>
    <message>
        <source>The pages after the options detail the option the plan records: %1.</source>
        <translation>Die Seiten nach den Optionen beschreiben die Option, die der Plan nennt: %1.</translation>
    </message>
</context>
<context>
    <name>gpui::ProposalServing</name>
    <message>
        <source>Executive summary</source>
        <translation>Zusammenfassung für Entscheider</translation>
    </message>
    <message>
        <source>Serving %1 costs %2 per million tokens: %3 an hour, %4 a month.</source>
        <translation>Das Serving von %1 kostet %2 pro Million Token: %3 pro Stunde, %4 im Monat.</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Kennzahl</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Serving compared across accelerators</source>
        <translation>Serving im Vergleich der Beschleuniger</translation>
    </message>
    <message>
        <source>Each accelerator with the fewest of its accelerators per replica that hold the weights and the batch&apos;s KV cache within one VM, the replicas for the peak traffic and the availability target, and what they cost. The served accelerator is in bold.</source>
        <translation>Jeder Beschleuniger mit den wenigsten seiner Beschleuniger pro Replikat, die die Gewichte und den KV-Cache des Batches in einer VM fassen, den Replikaten für den Spitzenverkehr und das Verfügbarkeitsziel und ihren Kosten. Der bediente Beschleuniger ist fett.</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>Accelerator</source>
        <translation>Beschleuniger</translation>
    </message>
    <message>
        <source>Per replica</source>
        <translation>Pro Replikat</translation>
    </message>
    <message>
        <source>Memory, GB</source>
        <translation>Speicher, GB</translation>
    </message>
    <message>
        <source>TTFT</source>
        <translation>TTFT</translation>
    </message>
    <message>
        <source>TPOT</source>
        <translation>TPOT</translation>
    </message>
    <message>
        <source>Replicas</source>
        <translation>Replikate</translation>
    </message>
    <message>
        <source>$/h</source>
        <translation>$/h</translation>
    </message>
    <message>
        <source>$ per M tokens</source>
        <translation>$ pro Mio. Token</translation>
    </message>
    <message>
        <source>Serves</source>
        <translation>Bedient</translation>
    </message>
    <message>
        <source>Cost per million tokens of the accelerators that serve the plan within its targets.</source>
        <translation>Kosten pro Million Token der Beschleuniger, die den Plan innerhalb seiner Ziele bedienen.</translation>
    </message>
    <message>
        <source>The served accelerator under each provisioning</source>
        <translation>Der bediente Beschleuniger je Bereitstellungsart</translation>
    </message>
    <message>
        <source>Provisioning</source>
        <translation>Bereitstellung</translation>
    </message>
    <message>
        <source>$/month</source>
        <translation>$/Monat</translation>
    </message>
    <message>
        <source>$ per million tokens</source>
        <translation>$ pro Million Token</translation>
    </message>
    <message>
        <source>Spot is priced as sold but rarely suits latency-critical serving: a preemption takes a replica away with 30 seconds&apos; notice and its capacity may take hours to return, so the spares would have to cover the preemptions as well. A commitment is paid for its whole term: it suits a standing service.</source>
        <translation>Spot ist zum Verkaufspreis angesetzt, eignet sich aber selten für latenzkritisches Serving: Eine Verdrängung nimmt ein Replikat mit 30 Sekunden Vorwarnung weg, und die Kapazität kann Stunden brauchen, bis sie zurückkommt; die Reserven müssten also auch die Verdrängungen abdecken. Eine Zusage wird für die ganze Laufzeit bezahlt: Sie passt zu einem dauerhaften Dienst.</translation>
    </message>
    <message>
        <source>Assumptions</source>
        <translation>Annahmen</translation>
    </message>
    <message>
        <source>Input</source>
        <translation>Eingabe</translation>
    </message>
    <message>
        <source>⚠ Always validate on your workload: the roofline is a starting point, not a guarantee; measure the serving stack on the actual model and traffic before committing.</source>
        <translation>⚠ Immer mit der eigenen Last prüfen: Die Roofline ist ein Ausgangspunkt, keine Garantie; messen Sie den Serving-Stack mit dem echten Modell und Verkehr, bevor Sie sich festlegen.</translation>
    </message>
    <message>
        <source>Efficiencies of the roofline: prefill at %1 of the 16-bit peak and %2 of an 8-bit one, decode at %3 of the memory bandwidth, %4 of memory kept by the runtime; checked against published TensorRT-LLM measurements in the model&apos;s documentation (section 21).</source>
        <translation>Wirkungsgrade der Roofline: Prefill mit %1 der 16-Bit-Spitze und %2 einer 8-Bit-Spitze, Decode mit %3 der Speicherbandbreite, %4 des Speichers hält die Laufzeit zurück; geprüft an veröffentlichten TensorRT-LLM-Messungen in der Modelldokumentation (Abschnitt 21).</translation>
    </message>
    <message>
        <source>Each accelerator fails %1 times a day; a replica serves again %2 after a failure of any of its accelerators; replicas fail independently.</source>
        <translation>Jeder Beschleuniger fällt %1-mal am Tag aus; ein Replikat bedient wieder %2 nach dem Ausfall eines seiner Beschleuniger; Replikate fallen unabhängig aus.</translation>
    </message>
    <message>
        <source>Prices are Google Cloud list prices per accelerator-hour, with any prices entered for this plan; they change and differ by region.</source>
        <translation>Die Preise sind Google-Cloud-Listenpreise pro Beschleunigerstunde, mit allen für diesen Plan eingegebenen Preisen; sie ändern sich und unterscheiden sich je Region.</translation>
    </message>
    <message>
        <source>Appendix: formulas and sources</source>
        <translation>Anhang: Formeln und Quellen</translation>
    </message>
    <message>
        <source>Weights = N × bytes per weight (BF16 2, FP8 and INT8 1, INT4 0.5).</source>
        <translation>Gewichte = N × Bytes pro Gewicht (BF16 2, FP8 und INT8 1, INT4 0,5).</translation>
    </message>
    <message>
        <source>KV cache = 2 × layers × KV heads × head dimension × bytes × context × batch (Pope et al. 2022).</source>
        <translation>KV-Cache = 2 × Schichten × KV-Köpfe × Kopfdimension × Bytes × Kontext × Batch (Pope et al. 2022).</translation>
    </message>
    <message>
        <source>Prefill tokens/s = accelerators × peak FLOP/s × efficiency / 2 N; time to first token = prompt / prefill + one decode step.</source>
        <translation>Prefill-Token/s = Beschleuniger × Spitzen-FLOP/s × Wirkungsgrad / 2 N; Zeit bis zum ersten Token = Prompt / Prefill + ein Decode-Schritt.</translation>
    </message>
    <message>
        <source>Decode step = max((weights + KV cache read) / (accelerators × bandwidth × efficiency), 2 N × batch / (accelerators × peak × efficiency)): the roofline (Williams et al. 2009).</source>
        <translation>Decode-Schritt = max((Gewichte + gelesener KV-Cache) / (Beschleuniger × Bandbreite × Wirkungsgrad), 2 N × Batch / (Beschleuniger × Spitze × Wirkungsgrad)): die Roofline (Williams et al. 2009).</translation>
    </message>
    <message>
        <source>Replicas = ⌈peak requests/s ÷ requests/s per replica⌉ + the fewest spares s with P(at least n of n + s up) ≥ the availability target; a replica is up 1 / (1 + g λ t_recover) of the time.</source>
        <translation>Replikate = ⌈Spitzenanfragen/s ÷ Anfragen/s pro Replikat⌉ + die wenigsten Reserven s mit P(mindestens n von n + s verfügbar) ≥ Verfügbarkeitsziel; ein Replikat ist 1 / (1 + g λ t_recover) der Zeit verfügbar.</translation>
    </message>
    <message>
        <source>Cost per million tokens = cost an hour ÷ (average requests/s × (prompt + output tokens) × 3,600) × 10⁶.</source>
        <translation>Kosten pro Million Token = Kosten pro Stunde ÷ (mittlere Anfragen/s × (Prompt- + Ausgabetoken) × 3.600) × 10⁶.</translation>
    </message>
    <message>
        <source>Serving %1 costs %2 an hour, %3 a month; it has no cost per million tokens (%4).</source>
        <translation>Das Bereitstellen von %1 kostet %2 pro Stunde, %3 im Monat; es hat keine Kosten je Million Token (%4).</translation>
    </message>
</context>
<context>
    <name>gpui::ProposalView</name>
    <message>
        <source>Proposal</source>
        <translation>Angebot</translation>
    </message>
    <message>
        <source>Cover (saved in the plan)</source>
        <translation>Deckblatt (im Plan gespeichert)</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <source>Customer</source>
        <translation>Kunde</translation>
    </message>
    <message>
        <source>Engagement</source>
        <translation>Auftrag</translation>
    </message>
    <message>
        <source>Architect</source>
        <translation>Architekt</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Edit %1</source>
        <translation>%1 bearbeiten</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notizen</translation>
    </message>
    <message>
        <source>Notes for the customer: they appear in the proposal&apos;s assumptions.</source>
        <translation>Notizen für den Kunden: Sie erscheinen in den Annahmen des Angebots.</translation>
    </message>
    <message>
        <source>Edit notes</source>
        <translation>Notizen bearbeiten</translation>
    </message>
    <message>
        <source>Sender (kept in your settings)</source>
        <translation>Absender (in Ihren Einstellungen gespeichert)</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Wählen…</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Ihr Name</translation>
    </message>
    <message>
        <source>Company</source>
        <translation>Firma</translation>
    </message>
    <message>
        <source>Logo</source>
        <translation>Logo</translation>
    </message>
    <message>
        <source>Choose Logo</source>
        <translation>Logo wählen</translation>
    </message>
    <message>
        <source>Images (*.png *.jpg *.jpeg *.svg)</source>
        <translation>Bilder (*.png *.jpg *.jpeg *.svg)</translation>
    </message>
    <message>
        <source>Export PDF…</source>
        <translation>PDF exportieren…</translation>
    </message>
    <message>
        <source>Print Preview…</source>
        <translation>Druckvorschau…</translation>
    </message>
    <message>
        <source>Print…</source>
        <translation>Drucken…</translation>
    </message>
    <message>
        <source>The proposal holds a cover, an executive summary, the decision path with its flowchart, the goodput charts, the recommended techniques and their effect, the cost comparison, the assumptions and the formulas with their sources. The plan travels inside the PDF: open the PDF in Goodput Planner to edit it again.</source>
        <translation>Das Angebot enthält ein Deckblatt, eine Zusammenfassung, den Entscheidungsweg mit Flussdiagramm, die Goodput-Diagramme, die empfohlenen Techniken und ihre Wirkung, den Kostenvergleich, die Annahmen und die Formeln mit Quellen. Der Plan reist im PDF mit: Öffnen Sie das PDF in Goodput Planner, um ihn wieder zu bearbeiten.</translation>
    </message>
    <message>
        <source>proposal</source>
        <translation>angebot</translation>
    </message>
    <message>
        <source>Export Proposal</source>
        <translation>Angebot exportieren</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF-Dokumente (*.pdf)</translation>
    </message>
    <message>
        <source>Export Failed</source>
        <translation>Export fehlgeschlagen</translation>
    </message>
    <message>
        <source>The proposal was not written.</source>
        <translation>Das Angebot wurde nicht geschrieben.</translation>
    </message>
    <message>
        <source>Notes are limited to %L1 characters; the rest was not kept.</source>
        <translation>Notizen sind auf %L1 Zeichen begrenzt; der Rest wurde nicht übernommen.</translation>
    </message>
    <message>
        <source>Proposal written to %1</source>
        <translation>Angebot nach %1 geschrieben</translation>
    </message>
</context>
<context>
    <name>gpui::QuestionPanel</name>
    <message>
        <source>Techniques and the goodput they raise</source>
        <translation>Techniken und der Goodput, den sie erhöhen</translation>
    </message>
    <message>
        <source>Runtime goodput formula</source>
        <translation>Formel des Laufzeit-Goodputs</translation>
    </message>
    <message>
        <source>Failure cost and scale</source>
        <translation>Ausfallkosten und Größe</translation>
    </message>
    <message>
        <source>Your answer</source>
        <translation>Ihre Antwort</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Antwort</translation>
    </message>
    <message>
        <source>Decision path</source>
        <translation>Entscheidungspfad</translation>
    </message>
    <message>
        <source>%1  %2</source>
        <translation>%1  %2</translation>
    </message>
    <message>
        <source>Choice %1: press %1</source>
        <translation>Antwort %1: Taste %1</translation>
    </message>
    <message>
        <source>✔ Correct: %1</source>
        <translation>✔ Richtig: %1</translation>
    </message>
    <message>
        <source>✘ Not quite. The answer: %1</source>
        <translation>✘ Nicht ganz. Die Antwort: %1</translation>
    </message>
    <message>
        <source>Serving: memory fit and replicas</source>
        <translation>Bereitstellung: Speicherbedarf und Repliken</translation>
    </message>
    <message>
        <source>✔ %1  (your answer)</source>
        <translation>✔ %1  (Ihre Antwort)</translation>
    </message>
    <message>
        <source>✘ %1  (your answer)</source>
        <translation>✘ %1  (Ihre Antwort)</translation>
    </message>
    <message>
        <source>✔ %1  (the answer)</source>
        <translation>✔ %1  (die Antwort)</translation>
    </message>
    <message>
        <source>● %1  (your answer)</source>
        <translation>● %1  (Ihre Antwort)</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 (within %2)</source>
        <translation>%1 (auf %2 genau)</translation>
    </message>
    <message>
        <source>Answer recorded: %1. Enter goes on; a number typed over it is recorded instead.</source>
        <translation>Antwort festgehalten: %1. Enter geht weiter; eine darüber getippte Zahl wird stattdessen festgehalten.</translation>
    </message>
</context>
<context>
    <name>gpui::ReviewPage</name>
    <message>
        <source>Next Card (Enter)</source>
        <translation>Nächste Karte (Eingabe)</translation>
    </message>
    <message numerus="yes">
        <source>Next review of this card in %n day(s).</source>
        <translation>
            <numerusform>Nächste Wiederholung dieser Karte in %n Tag.</numerusform>
            <numerusform>Nächste Wiederholung dieser Karte in %n Tagen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) due for review today.</source>
        <translation>
            <numerusform>%n Karte heute zur Wiederholung fällig.</numerusform>
            <numerusform>%n Karten heute zur Wiederholung fällig.</numerusform>
        </translation>
    </message>
    <message>
        <source>No card is due: missed questions from practice and exams come back here on the days SM-2 schedules them.</source>
        <translation>Keine Karte ist fällig: Verpasste Fragen aus Übung und Prüfungen kommen hier an den Tagen wieder, die SM-2 plant.</translation>
    </message>
</context>
<context>
    <name>gpui::ScaleChart</name>
    <message>
        <source>Failure cost against cluster size</source>
        <translation>Ausfallkosten nach Clustergröße</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <source>ML Productivity Goodput (%)</source>
        <translation>ML Productivity Goodput (%)</translation>
    </message>
    <message>
        <source>Goodput, plan&apos;s interval</source>
        <translation>Goodput, Intervall des Plans</translation>
    </message>
    <message>
        <source>Goodput, Daly interval</source>
        <translation>Goodput, Daly-Intervall</translation>
    </message>
    <message>
        <source> (%)</source>
        <translation> (%)</translation>
    </message>
    <message>
        <source>Lost hours in the plan&apos;s window (grow with n²)</source>
        <translation>Verlorene Stunden im Fenster des Plans (wachsen mit n²)</translation>
    </message>
    <message>
        <source>Lost hours for the plan&apos;s compute (grow with n)</source>
        <translation>Verlorene Stunden für die Rechenleistung des Plans (wachsen mit n)</translation>
    </message>
    <message>
        <source>Lost hours in the window at Daly&apos;s interval, with saves</source>
        <translation>Verlorene Stunden im Fenster beim Daly-Intervall, mit Speicherungen</translation>
    </message>
    <message>
        <source>Lost hours for the plan&apos;s compute at Daly&apos;s interval, with saves</source>
        <translation>Verlorene Stunden für die Rechenleistung des Plans beim Daly-Intervall, mit Speicherungen</translation>
    </message>
    <message>
        <source>Lost accelerator-h</source>
        <translation>Verlorene Beschleuniger-h</translation>
    </message>
    <message>
        <source>In the window, at Daly&apos;s interval (saves included)</source>
        <translation>Im Fenster, beim Daly-Intervall (mit Speicherungen)</translation>
    </message>
    <message>
        <source>For the compute, at Daly&apos;s interval (saves included)</source>
        <translation>Für die Rechenleistung, beim Daly-Intervall (mit Speicherungen)</translation>
    </message>
</context>
<context>
    <name>gpui::ScenarioCostChart</name>
    <message>
        <source>Cost and wall days of each option</source>
        <translation>Kosten und Gesamtdauer je Option</translation>
    </message>
    <message>
        <source>Total cost (thousand USD)</source>
        <translation>Gesamtkosten (Tausend USD)</translation>
    </message>
    <message>
        <source>Wall days</source>
        <translation>Tage gesamt</translation>
    </message>
    <message>
        <source>Total cost (left axis)</source>
        <translation>Gesamtkosten (linke Achse)</translation>
    </message>
    <message>
        <source>Wall days (right axis)</source>
        <translation>Tage gesamt (rechte Achse)</translation>
    </message>
    <message>
        <source>Deadline, %1 days (right axis)</source>
        <translation>Frist, %1 Tage (rechte Achse)</translation>
    </message>
    <message>
        <source>Option</source>
        <translation>Option</translation>
    </message>
    <message>
        <source>Total cost ($)</source>
        <translation>Gesamtkosten ($)</translation>
    </message>
</context>
<context>
    <name>gpui::ScenarioDistributionChart</name>
    <message>
        <source>ML Productivity Goodput over simulated windows</source>
        <translation>ML Productivity Goodput über simulierte Zeitfenster</translation>
    </message>
    <message>
        <source>ML Productivity Goodput of a window (%)</source>
        <translation>ML Productivity Goodput eines Zeitfensters (%)</translation>
    </message>
    <message>
        <source>Share of the windows (%)</source>
        <translation>Anteil der Zeitfenster (%)</translation>
    </message>
    <message>
        <source>%1: share of the windows (%)</source>
        <translation>%1: Anteil der Zeitfenster (%)</translation>
    </message>
</context>
<context>
    <name>gpui::ScenarioRows</name>
    <message>
        <source>ML Productivity Goodput</source>
        <translation>ML Productivity Goodput</translation>
    </message>
    <message>
        <source>Scheduling goodput</source>
        <translation>Scheduling-Goodput</translation>
    </message>
    <message>
        <source>Runtime goodput</source>
        <translation>Laufzeit-Goodput</translation>
    </message>
    <message>
        <source>Program goodput (MFU)</source>
        <translation>Programm-Goodput (MFU)</translation>
    </message>
    <message>
        <source>Accelerator</source>
        <translation>Beschleuniger</translation>
    </message>
    <message>
        <source>Wall days</source>
        <translation>Tage gesamt</translation>
    </message>
    <message>
        <source>Total cost</source>
        <translation>Gesamtkosten</translation>
    </message>
    <message>
        <source>$ per productive h</source>
        <translation>$ je produktive Stunde</translation>
    </message>
    <message>
        <source>Deadline</source>
        <translation>Frist</translation>
    </message>
    <message>
        <source>Goodput, 5th percentile</source>
        <translation>Goodput, 5. Perzentil</translation>
    </message>
    <message>
        <source>Goodput, 95th percentile</source>
        <translation>Goodput, 95. Perzentil</translation>
    </message>
    <message>
        <source>✓ met</source>
        <translation>✓ eingehalten</translation>
    </message>
    <message>
        <source>✗ missed</source>
        <translation>✗ verfehlt</translation>
    </message>
    <message>
        <source>Base plan</source>
        <translation>Basisplan</translation>
    </message>
</context>
<context>
    <name>gpui::ScenariosView</name>
    <message>
        <source>Scenarios compared</source>
        <translation>Szenarien im Vergleich</translation>
    </message>
    <message>
        <source>Scenarios side by side</source>
        <translation>Szenarien nebeneinander</translation>
    </message>
    <message>
        <source>Reason for the recommendation</source>
        <translation>Begründung der Empfehlung</translation>
    </message>
    <message>
        <source>New Scenario from Shown Plan…</source>
        <translation>Neues Szenario aus dem gezeigten Plan …</translation>
    </message>
    <message>
        <source>Keeps the plan the views show now (the base or the active scenario) as a new option</source>
        <translation>Behält den Plan, den die Ansichten jetzt zeigen (Basis oder aktives Szenario), als neue Option</translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation>Umbenennen …</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>Move Left</source>
        <translation>Nach links</translation>
    </message>
    <message>
        <source>Move Right</source>
        <translation>Nach rechts</translation>
    </message>
    <message>
        <source>Recommend</source>
        <translation>Empfehlen</translation>
    </message>
    <message>
        <source>Show in Every View</source>
        <translation>In jeder Ansicht zeigen</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Begründung</translation>
    </message>
    <message>
        <source>Cells that differ from the base are highlighted. ★ marks the recommended option. Select a column to act on it.</source>
        <translation>Zellen, die von der Basis abweichen, sind hervorgehoben. ★ markiert die empfohlene Option. Eine Spalte auswählen, um mit ihr zu arbeiten.</translation>
    </message>
    <message>
        <source>New Scenario</source>
        <translation>Neues Szenario</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Scenario %1</source>
        <translation>Szenario %1</translation>
    </message>
    <message>
        <source>Rename Scenario</source>
        <translation>Szenario umbenennen</translation>
    </message>
    <message>
        <source>Change recommendation reason</source>
        <translation>Begründung der Empfehlung ändern</translation>
    </message>
    <message>
        <source>Add scenario</source>
        <translation>Szenario hinzufügen</translation>
    </message>
    <message>
        <source>Rename scenario</source>
        <translation>Szenario umbenennen</translation>
    </message>
    <message>
        <source>Delete scenario</source>
        <translation>Szenario löschen</translation>
    </message>
    <message>
        <source>Move scenario</source>
        <translation>Szenario verschieben</translation>
    </message>
    <message>
        <source>Recommend scenario</source>
        <translation>Szenario empfehlen</translation>
    </message>
    <message>
        <source>★ %1</source>
        <translation>★ %1</translation>
    </message>
    <message>
        <source>%1 (shown)</source>
        <translation>%1 (gezeigt)</translation>
    </message>
    <message>
        <source>Base plan: %1</source>
        <translation>Basisplan: %1</translation>
    </message>
    <message>
        <source>Why the recommended option</source>
        <translation>Warum die empfohlene Option</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Vergleich</translation>
    </message>
    <message>
        <source>Sweep</source>
        <translation>Parameterreihe</translation>
    </message>
    <message>
        <source>A plan holds at most 50 scenarios.</source>
        <translation>Ein Plan enthält höchstens 50 Szenarien.</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>Duplizieren</translation>
    </message>
    <message>
        <source>Adds a copy of the selected option, to change one input of it</source>
        <translation>Fügt eine Kopie der ausgewählten Option hinzu, um eine ihrer Eingaben zu ändern</translation>
    </message>
    <message>
        <source>Copy of %1</source>
        <translation>Kopie von %1</translation>
    </message>
    <message>
        <source>Duplicate scenario</source>
        <translation>Szenario duplizieren</translation>
    </message>
    <message>
        <source>Scenario actions</source>
        <translation>Szenario-Aktionen</translation>
    </message>
    <message>
        <source>The plan search&apos;s recommendation</source>
        <translation>Die Empfehlung der Plansuche</translation>
    </message>
    <message>
        <source>Add as Scenario</source>
        <translation>Als Szenario hinzufügen</translation>
    </message>
    <message>
        <source>Keep the plan search&apos;s recommendation as an option beside these</source>
        <translation>Behält die Empfehlung der Plansuche als Option neben diesen</translation>
    </message>
    <message>
        <source>The plan search recommends %1: %2.</source>
        <translation>Die Plansuche empfiehlt %1: %2.</translation>
    </message>
    <message>
        <source>⚠ The reason recorded for %1 no longer matches the figures: the proposal leaves it out.</source>
        <translation>⚠ Die für %1 festgehaltene Begründung passt nicht mehr zu den Zahlen: Das Angebot lässt sie weg.</translation>
    </message>
    <message>
        <source>A scenario needs a name.</source>
        <translation>Ein Szenario braucht einen Namen.</translation>
    </message>
    <message>
        <source>A scenario&apos;s name has at most 80 characters.</source>
        <translation>Der Name eines Szenarios hat höchstens 80 Zeichen.</translation>
    </message>
    <message>
        <source>A scenario&apos;s name is one line of plain text.</source>
        <translation>Der Name eines Szenarios ist eine Zeile reiner Text.</translation>
    </message>
    <message>
        <source>Another scenario has this name.</source>
        <translation>Ein anderes Szenario hat diesen Namen.</translation>
    </message>
</context>
<context>
    <name>gpui::SearchText</name>
    <message>
        <source>%1 × %2, %3</source>
        <translation>%1 × %2, %3</translation>
    </message>
    <message>
        <source>no hot spares</source>
        <translation>keine Hot Spares</translation>
    </message>
    <message>
        <source>a checkpoint every %1</source>
        <translation>ein Checkpoint alle %1</translation>
    </message>
    <message>
        <source>the fast tier on</source>
        <translation>schnelle Stufe an</translation>
    </message>
    <message>
        <source>the inputs of “%1”</source>
        <translation>die Eingaben von „%1“</translation>
    </message>
    <message>
        <source>%1 days, %2 at the 90th percentile</source>
        <translation>%1 Tage, %2 im 90. Perzentil</translation>
    </message>
    <message>
        <source>%1 likely by the deadline</source>
        <translation>zu %1 rechtzeitig</translation>
    </message>
    <message>
        <source>%1 days</source>
        <translation>%1 Tage</translation>
    </message>
    <message>
        <source>Your plan: %1, %2</source>
        <translation>Ihr Plan: %1, %2</translation>
    </message>
    <message>
        <source>recommended</source>
        <translation>empfohlen</translation>
    </message>
    <message>
        <source>memory</source>
        <translation>Speicher</translation>
    </message>
    <message>
        <source>the largest job</source>
        <translation>größter Job</translation>
    </message>
    <message>
        <source>the deadline</source>
        <translation>Frist</translation>
    </message>
    <message>
        <source>the budget</source>
        <translation>Budget</translation>
    </message>
    <message>
        <source>the confidence</source>
        <translation>Konfidenz</translation>
    </message>
    <message>
        <source>cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <source>Finding the plan…</source>
        <translation>Plan wird gesucht…</translation>
    </message>
    <message>
        <source>1 hot spare</source>
        <translation>1 Hot Spare</translation>
    </message>
    <message>
        <source>%1 hot spares</source>
        <translation>%1 Hot Spares</translation>
    </message>
    <message>
        <source>The GPU walk answers from the decision tree of Optimizing GPU Usage (%1); the search prices every accelerator and finds this one the cheapest to meet the deadline.</source>
        <translation>Der GPU-Pfad antwortet aus dem Entscheidungsbaum von „Optimizing GPU Usage“ (%1); die Suche berechnet jeden Beschleuniger und findet diesen als günstigsten, der die Frist einhält.</translation>
    </message>
    <message>
        <source>step times extrapolated: no published run on this accelerator checks them</source>
        <translation>Schrittzeiten extrapoliert: kein veröffentlichter Lauf auf diesem Beschleuniger prüft sie</translation>
    </message>
    <message>
        <source>fits with only %1 of its memory free</source>
        <translation>passt mit nur %1 seines Speichers frei</translation>
    </message>
</context>
<context>
    <name>gpui::ServingInputs</name>
    <message>
        <source> B</source>
        <translation> Mrd.</translation>
    </message>
    <message>
        <source>Model parameters, in billions</source>
        <translation>Modellparameter in Milliarden</translation>
    </message>
    <message>
        <source>Transformer layers</source>
        <translation>Transformer-Schichten</translation>
    </message>
    <message>
        <source>Key-value heads</source>
        <translation>Key-Value-Köpfe</translation>
    </message>
    <message>
        <source>Head dimension</source>
        <translation>Kopfdimension</translation>
    </message>
    <message>
        <source> tokens</source>
        <translation> Token</translation>
    </message>
    <message>
        <source>Context length, in tokens</source>
        <translation>Kontextlänge in Token</translation>
    </message>
    <message>
        <source>Concurrent sequences per replica</source>
        <translation>Gleichzeitige Sequenzen pro Replikat</translation>
    </message>
    <message>
        <source>Prompt tokens per request</source>
        <translation>Prompt-Token pro Anfrage</translation>
    </message>
    <message>
        <source>Output tokens per request</source>
        <translation>Ausgabetoken pro Anfrage</translation>
    </message>
    <message>
        <source> /s</source>
        <translation> /s</translation>
    </message>
    <message>
        <source>Average requests per second</source>
        <translation>Mittlere Anfragen pro Sekunde</translation>
    </message>
    <message>
        <source>one replica&apos;s</source>
        <translation>die eines Replikats</translation>
    </message>
    <message>
        <source>Peak requests per second</source>
        <translation>Spitzenanfragen pro Sekunde</translation>
    </message>
    <message>
        <source>the average</source>
        <translation>der Mittelwert</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>Time to first token target, in milliseconds</source>
        <translation>Ziel für die Zeit bis zum ersten Token, in Millisekunden</translation>
    </message>
    <message>
        <source>no target</source>
        <translation>kein Ziel</translation>
    </message>
    <message>
        <source>Time per output token target, in milliseconds</source>
        <translation>Ziel für die Zeit pro Ausgabetoken, in Millisekunden</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source>Availability target, in percent</source>
        <translation>Verfügbarkeitsziel in Prozent</translation>
    </message>
    <message>
        <source>no spares</source>
        <translation>keine Reserven</translation>
    </message>
    <message>
        <source>Latency is critical (strict response times)</source>
        <translation>Latenz ist kritisch (strenge Antwortzeiten)</translation>
    </message>
    <message>
        <source>Served model</source>
        <translation>Bediente Modell</translation>
    </message>
    <message>
        <source>Weight precision</source>
        <translation>Genauigkeit der Gewichte</translation>
    </message>
    <message>
        <source>Accelerator to serve on</source>
        <translation>Beschleuniger für das Serving</translation>
    </message>
    <message>
        <source>The GPU tree&apos;s &quot;Is latency critical?&quot;: at up to 32 GPUs, critical serving takes the NVLink options, otherwise L4</source>
        <translation>Die Frage des GPU-Baums „Ist die Latenz kritisch?“: Bis 32 GPUs nimmt kritisches Serving die NVLink-Optionen, sonst L4</translation>
    </message>
    <message>
        <source>The share of time the service meets its targets: spare replicas cover replica failures and their recovery</source>
        <translation>Der Anteil der Zeit, in dem der Dienst seine Ziele erfüllt: Reserve-Replikate decken Ausfälle von Replikaten und ihre Wiederherstellung ab</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>Genauigkeit</translation>
    </message>
    <message>
        <source>Context</source>
        <translation>Kontext</translation>
    </message>
    <message>
        <source>Batch</source>
        <translation>Batch</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Parameter</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>Schichten</translation>
    </message>
    <message>
        <source>KV heads</source>
        <translation>KV-Köpfe</translation>
    </message>
    <message>
        <source>Prompt</source>
        <translation>Prompt</translation>
    </message>
    <message>
        <source>Output</source>
        <translation>Ausgabe</translation>
    </message>
    <message>
        <source>Requests</source>
        <translation>Anfragen</translation>
    </message>
    <message>
        <source>Peak</source>
        <translation>Spitze</translation>
    </message>
    <message>
        <source>TTFT target</source>
        <translation>TTFT-Ziel</translation>
    </message>
    <message>
        <source>TPOT target</source>
        <translation>TPOT-Ziel</translation>
    </message>
    <message>
        <source>Availability</source>
        <translation>Verfügbarkeit</translation>
    </message>
    <message>
        <source>Accelerator</source>
        <translation>Beschleuniger</translation>
    </message>
    <message>
        <source>Choose the served model</source>
        <translation>Bediente Modell wählen</translation>
    </message>
    <message>
        <source>Change weight precision</source>
        <translation>Genauigkeit der Gewichte ändern</translation>
    </message>
    <message>
        <source>Choose the serving accelerator</source>
        <translation>Beschleuniger für das Serving wählen</translation>
    </message>
    <message>
        <source>Mark latency as critical</source>
        <translation>Latenz als kritisch markieren</translation>
    </message>
    <message>
        <source>Mark latency as not critical</source>
        <translation>Latenz als unkritisch markieren</translation>
    </message>
    <message>
        <source>Change model parameters</source>
        <translation>Modellparameter ändern</translation>
    </message>
    <message>
        <source>Change model layers</source>
        <translation>Modellschichten ändern</translation>
    </message>
    <message>
        <source>Change key-value heads</source>
        <translation>Key-Value-Köpfe ändern</translation>
    </message>
    <message>
        <source>Change head dimension</source>
        <translation>Kopfdimension ändern</translation>
    </message>
    <message>
        <source>Change context length</source>
        <translation>Kontextlänge ändern</translation>
    </message>
    <message>
        <source>Change batch</source>
        <translation>Batch ändern</translation>
    </message>
    <message>
        <source>Change prompt tokens</source>
        <translation>Prompt-Token ändern</translation>
    </message>
    <message>
        <source>Change output tokens</source>
        <translation>Ausgabetoken ändern</translation>
    </message>
    <message>
        <source>Change requests per second</source>
        <translation>Anfragen pro Sekunde ändern</translation>
    </message>
    <message>
        <source>Change peak requests per second</source>
        <translation>Spitzenanfragen pro Sekunde ändern</translation>
    </message>
    <message>
        <source>Change time to first token target</source>
        <translation>Ziel für die Zeit bis zum ersten Token ändern</translation>
    </message>
    <message>
        <source>Change time per output token target</source>
        <translation>Ziel für die Zeit pro Ausgabetoken ändern</translation>
    </message>
    <message>
        <source>Change availability target</source>
        <translation>Verfügbarkeitsziel ändern</translation>
    </message>
    <message>
        <source>The GPU tree&apos;s pick</source>
        <translation>Die Wahl des GPU-Baums</translation>
    </message>
    <message>
        <source>Prefill efficiency at the 16-bit peak, in percent</source>
        <translation>Prefill-Wirkungsgrad bei der 16-Bit-Spitze, in Prozent</translation>
    </message>
    <message>
        <source>Prefill efficiency at an 8-bit peak, in percent</source>
        <translation>Prefill-Wirkungsgrad bei einer 8-Bit-Spitze, in Prozent</translation>
    </message>
    <message>
        <source>Decode efficiency at the memory bandwidth, in percent</source>
        <translation>Decode-Wirkungsgrad bei der Speicherbandbreite, in Prozent</translation>
    </message>
    <message>
        <source>Memory the serving runtime keeps, in percent</source>
        <translation>Speicher, den die Serving-Laufzeit zurückhält, in Prozent</translation>
    </message>
    <message>
        <source>vLLM keeps a tenth of memory by default (gpu_memory_utilization 0.9)</source>
        <translation>vLLM hält standardmäßig ein Zehntel des Speichers zurück (gpu_memory_utilization 0.9)</translation>
    </message>
    <message>
        <source>Prefill, 16-bit</source>
        <translation>Prefill, 16 Bit</translation>
    </message>
    <message>
        <source>Prefill, 8-bit</source>
        <translation>Prefill, 8 Bit</translation>
    </message>
    <message>
        <source>Decode</source>
        <translation>Decode</translation>
    </message>
    <message>
        <source>Runtime reserve</source>
        <translation>Laufzeitreserve</translation>
    </message>
    <message>
        <source>Change prefill efficiency</source>
        <translation>Prefill-Wirkungsgrad ändern</translation>
    </message>
    <message>
        <source>Change decode efficiency</source>
        <translation>Decode-Wirkungsgrad ändern</translation>
    </message>
    <message>
        <source>Change the runtime&apos;s memory reserve</source>
        <translation>Speicherreserve der Laufzeit ändern</translation>
    </message>
    <message>
        <source>The longest a request may wait for its first token, at the median: its prompt&apos;s prefill, queued behind the others&apos; and sharing the decode steps</source>
        <translation>Wie lange eine Anfrage im Median höchstens auf ihr erstes Token warten darf: die Prefill ihres Prompts, hinter denen der anderen eingereiht und mit den Decode-Schritten geteilt</translation>
    </message>
    <message>
        <source>The longest the median request may take a token: a larger batch is lowered until it meets it</source>
        <translation>Wie lange die mittlere Anfrage höchstens für ein Token brauchen darf: Ein größerer Batch wird verkleinert, bis er das einhält</translation>
    </message>
    <message>
        <source>Defaults fitted on published serving measurements (the model&apos;s documentation, section 21); set your own from a measurement of your serving stack</source>
        <translation>Standardwerte, angepasst an veröffentlichte Serving-Messungen (Dokumentation des Modells, Abschnitt 21); setzen Sie eigene Werte aus einer Messung Ihres Serving-Stacks</translation>
    </message>
</context>
<context>
    <name>gpui::ServingText</name>
    <message>
        <source>none</source>
        <translation>keins</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>✗ does not fit</source>
        <translation>✗ passt nicht</translation>
    </message>
    <message>
        <source>✗ misses the TPOT target</source>
        <translation>✗ verfehlt das TPOT-Ziel</translation>
    </message>
    <message>
        <source>✗ misses the TTFT target</source>
        <translation>✗ verfehlt das TTFT-Ziel</translation>
    </message>
    <message>
        <source>✓</source>
        <translation>✓</translation>
    </message>
    <message>
        <source>Served on %1 · replicas × accelerators: %2 × %3 (spares: %4) · batch %5 · TTFT %6 · TPOT %7 · %8 an hour, %9 a month, %10 per million tokens</source>
        <translation>Bedient auf %1 · Replikate × Beschleuniger: %2 × %3 (Reserven: %4) · Batch %5 · TTFT %6 · TPOT %7 · %8 pro Stunde, %9 im Monat, %10 pro Million Token</translation>
    </message>
    <message>
        <source>GPU tree: %1. %2</source>
        <translation>GPU-Baum: %1. %2</translation>
    </message>
    <message>
        <source>Accelerator</source>
        <translation>Beschleuniger</translation>
    </message>
    <message>
        <source>Accelerators per replica (tensor parallel)</source>
        <translation>Beschleuniger pro Replikat (Tensor-Parallelität)</translation>
    </message>
    <message>
        <source>Memory per replica: weights + KV cache + other</source>
        <translation>Speicher pro Replikat: Gewichte + KV-Cache + Sonstiges</translation>
    </message>
    <message>
        <source>%1 + %2 + %3 = %4 GB of %5 GB</source>
        <translation>%1 + %2 + %3 = %4 GB von %5 GB</translation>
    </message>
    <message>
        <source>Largest batch that fits / batch served</source>
        <translation>Größter passender Batch / bedienter Batch</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>Prefill per replica</source>
        <translation>Prefill pro Replikat</translation>
    </message>
    <message>
        <source>%1 tokens/s</source>
        <translation>%1 Token/s</translation>
    </message>
    <message>
        <source>Decode per replica</source>
        <translation>Decode pro Replikat</translation>
    </message>
    <message>
        <source>Time to first token / per output token</source>
        <translation>Zeit bis zum ersten Token / pro Ausgabetoken</translation>
    </message>
    <message>
        <source>Requests per second per replica</source>
        <translation>Anfragen pro Sekunde und Replikat</translation>
    </message>
    <message>
        <source>Replicas (spares)</source>
        <translation>Replikate (Reserven)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Each replica up</source>
        <translation>Verfügbarkeit jedes Replikats</translation>
    </message>
    <message>
        <source>Cost an hour / a month</source>
        <translation>Kosten pro Stunde / im Monat</translation>
    </message>
    <message>
        <source>Cost per million tokens</source>
        <translation>Kosten pro Million Token</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>%1 (%2 B parameters, %3 layers, %4 KV heads of %5)</source>
        <translation>%1 (%2 Mrd. Parameter, %3 Schichten, %4 KV-Köpfe zu %5)</translation>
    </message>
    <message>
        <source>Weight precision</source>
        <translation>Genauigkeit der Gewichte</translation>
    </message>
    <message>
        <source>Context × batch</source>
        <translation>Kontext × Batch</translation>
    </message>
    <message>
        <source>%1 tokens × %2</source>
        <translation>%1 Token × %2</translation>
    </message>
    <message>
        <source>Prompt / output tokens</source>
        <translation>Prompt- / Ausgabetoken</translation>
    </message>
    <message>
        <source>Requests per second, average / peak</source>
        <translation>Anfragen pro Sekunde, Mittel / Spitze</translation>
    </message>
    <message>
        <source>Targets: time to first token / per output token</source>
        <translation>Ziele: Zeit bis zum ersten Token / pro Ausgabetoken</translation>
    </message>
    <message>
        <source>Availability target</source>
        <translation>Verfügbarkeitsziel</translation>
    </message>
    <message>
        <source>Latency critical</source>
        <translation>Latenz kritisch</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>Provisioning</source>
        <translation>Bereitstellung</translation>
    </message>
    <message>
        <source>Cost per million tokens ($)</source>
        <translation>Kosten pro Million Token ($)</translation>
    </message>
    <message>
        <source>$</source>
        <translation>$</translation>
    </message>
    <message>
        <source>Served</source>
        <translation>Bedient</translation>
    </message>
    <message>
        <source>no traffic</source>
        <translation>kein Verkehr</translation>
    </message>
    <message>
        <source>– (%1)</source>
        <translation>– (%1)</translation>
    </message>
    <message>
        <source>%1 (%2 per million tokens)</source>
        <translation>%1 (%2 pro Million Tokens)</translation>
    </message>
    <message>
        <source>Of the accelerators it names, the cheapest: %1.</source>
        <translation>Von den dort genannten Beschleunigern der günstigste: %1.</translation>
    </message>
    <message>
        <source>Cheapest of every accelerator that serves the targets: %1.</source>
        <translation>Günstigster aller Beschleuniger, die die Ziele erfüllen: %1.</translation>
    </message>
    <message>
        <source>✗ no FP4 on this accelerator</source>
        <translation>✗ kein FP4 auf diesem Beschleuniger</translation>
    </message>
    <message>
        <source>Cheapest of every accelerator that serves it: %1.</source>
        <translation>Günstigster aller Beschleuniger, die ihn bedienen: %1.</translation>
    </message>
</context>
<context>
    <name>gpui::ServingView</name>
    <message>
        <source>Accelerator</source>
        <translation>Beschleuniger</translation>
    </message>
    <message>
        <source>Per replica</source>
        <translation>Pro Replikat</translation>
    </message>
    <message>
        <source>Memory, GB (weights + KV cache + other)</source>
        <translation>Speicher, GB (Gewichte + KV-Cache + Sonstiges)</translation>
    </message>
    <message>
        <source>Largest batch</source>
        <translation>Größter Batch</translation>
    </message>
    <message>
        <source>Replicas</source>
        <translation>Replikate</translation>
    </message>
    <message>
        <source>$/h</source>
        <translation>$/h</translation>
    </message>
    <message>
        <source>$/month</source>
        <translation>$/Monat</translation>
    </message>
    <message>
        <source>$ per million tokens</source>
        <translation>$ pro Million Token</translation>
    </message>
    <message>
        <source>Serves</source>
        <translation>Bedient</translation>
    </message>
    <message>
        <source>Every accelerator serving the plan</source>
        <translation>Jeder Beschleuniger für das Serving des Plans</translation>
    </message>
    <message>
        <source>Provisioning</source>
        <translation>Bereitstellung</translation>
    </message>
    <message>
        <source>The served accelerator under each provisioning</source>
        <translation>Der bediente Beschleuniger je Bereitstellungsart</translation>
    </message>
    <message>
        <source>Serving costs</source>
        <translation>Serving-Kosten</translation>
    </message>
    <message>
        <source>Recommendation</source>
        <translation>Empfehlung</translation>
    </message>
    <message>
        <source>The served accelerator</source>
        <translation>Der bediente Beschleuniger</translation>
    </message>
    <message>
        <source>Spot is priced as sold but rarely suits latency-critical serving: a preemption takes a replica away with 30 seconds&apos; notice and its capacity may take hours to return, so the spares would have to cover the preemptions as well.</source>
        <translation>Spot ist zum Verkaufspreis angesetzt, eignet sich aber selten für latenzkritisches Serving: Eine Verdrängung nimmt ein Replikat mit 30 Sekunden Vorwarnung weg, und die Kapazität kann Stunden brauchen, bis sie zurückkommt; die Reserven müssten also auch die Verdrängungen abdecken.</translation>
    </message>
    <message>
        <source>Cost per million tokens per accelerator</source>
        <translation>Kosten pro Million Token je Beschleuniger</translation>
    </message>
    <message>
        <source> (the tree&apos;s pick)</source>
        <translation> (Wahl des Baums)</translation>
    </message>
    <message>
        <source>%1 of %2 (%3 + %4 + %5)</source>
        <translation>%1 von %2 (%3 + %4 + %5)</translation>
    </message>
    <message>
        <source> (this plan)</source>
        <translation> (dieser Plan)</translation>
    </message>
    <message>
        <source> (cheapest)</source>
        <translation> (am günstigsten)</translation>
    </message>
    <message>
        <source>⚠ Served on Spot: a preemption takes a replica away with 30 seconds&apos; notice and its capacity may take hours to return. On demand suits a standing service; the table below prices both.</source>
        <translation>⚠ Serving auf Spot: Eine Verdrängung nimmt ein Replikat mit 30 Sekunden Vorwarnung weg, und die Kapazität kann Stunden brauchen, bis sie zurückkommt. Für einen dauerhaften Dienst eignet sich „auf Abruf“; die Tabelle unten bepreist beides.</translation>
    </message>
    <message>
        <source>No availability target, so no spare replicas: a failed replica&apos;s share of the traffic waits for its recovery. Set an availability target (99.9 %, say) to add spares.</source>
        <translation>Kein Verfügbarkeitsziel, also keine Reserve-Replikate: Der Verkehrsanteil eines ausgefallenen Replikats wartet auf dessen Wiederherstellung. Setzen Sie ein Verfügbarkeitsziel (etwa 99,9 %), um Reserven hinzuzufügen.</translation>
    </message>
    <message>
        <source>Provisioning and spares</source>
        <translation>Bereitstellung und Reserven</translation>
    </message>
    <message>
        <source>TTFT, median / 90th</source>
        <translation>TTFT, Median / 90. Perzentil</translation>
    </message>
    <message>
        <source>TPOT, median / 90th</source>
        <translation>TPOT, Median / 90. Perzentil</translation>
    </message>
    <message>
        <source>Memory per replica: weights + KV cache + activations and the runtime&apos;s reserve. TTFT and TPOT with the batch full: the prefills queue and share the decode steps (continuous batching); the median and the 90th percentile.</source>
        <translation>Speicher je Replikat: Gewichte + KV-Cache + Aktivierungen und die Reserve der Laufzeit. TTFT und TPOT bei vollem Batch: Die Prefills warten in einer Schlange und teilen sich die Decode-Schritte (Continuous Batching); Median und 90. Perzentil.</translation>
    </message>
</context>
<context>
    <name>gpui::SimulationChart</name>
    <message>
        <source>Waiting</source>
        <translation>Warten</translation>
    </message>
    <message>
        <source>Productive</source>
        <translation>Produktiv</translation>
    </message>
    <message>
        <source>Saving</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Verloren</translation>
    </message>
    <message>
        <source>Rescheduling</source>
        <translation>Neuplanen</translation>
    </message>
    <message>
        <source>Resuming</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <source>Monte Carlo: one simulated window and the spread of runtime goodput</source>
        <translation>Monte Carlo: ein simuliertes Fenster und die Streuung des Laufzeit-Goodputs</translation>
    </message>
    <message>
        <source>Hours into the window (one run)</source>
        <translation>Stunden im Fenster (ein Lauf)</translation>
    </message>
    <message>
        <source>Runtime goodput of a run (%)</source>
        <translation>Laufzeit-Goodput eines Laufs (%)</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>Läufe</translation>
    </message>
    <message>
        <source>Simulation progress</source>
        <translation>Fortschritt der Simulation</translation>
    </message>
    <message>
        <source>Simulating %1 runs…</source>
        <translation>%1 Läufe werden simuliert…</translation>
    </message>
    <message>
        <source>%1 runs, seed %2: runtime goodput p5 %3, p50 %4, p95 %5; mean %6 ± %7</source>
        <translation>%1 Läufe, Seed %2: Laufzeit-Goodput p5 %3, p50 %4, p95 %5; Mittel %6 ± %7</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Lauf</translation>
    </message>
    <message>
        <source>Timeline of one run</source>
        <translation>Zeitverlauf eines Laufs</translation>
    </message>
    <message>
        <source>Phase</source>
        <translation>Phase</translation>
    </message>
    <message>
        <source>Start (hours)</source>
        <translation>Beginn (Stunden)</translation>
    </message>
    <message>
        <source>End (hours)</source>
        <translation>Ende (Stunden)</translation>
    </message>
    <message>
        <source>The inputs changed: the simulation runs again when this tab is shown.</source>
        <translation>Die Eingaben haben sich geändert: Die Simulation läuft erneut, wenn dieser Tab angezeigt wird.</translation>
    </message>
    <message>
        <source>Failure</source>
        <translation>Ausfall</translation>
    </message>
    <message>
        <source>Cause</source>
        <translation>Ursache</translation>
    </message>
    <message>
        <source>Maintenance</source>
        <translation>Wartung</translation>
    </message>
    <message>
        <source>Spot</source>
        <translation>Spot</translation>
    </message>
    <message>
        <source>Shrunk</source>
        <translation>Verkleinert</translation>
    </message>
    <message>
        <source>Slowed</source>
        <translation>Verlangsamt</translation>
    </message>
    <message>
        <source>Straggler</source>
        <translation>Nachzügler</translation>
    </message>
    <message>
        <source>A shrunk or slowed stretch is drawn as the pause its lost throughput is worth, where the interruption that ends it begins its recovery.</source>
        <translation>Ein verkleinerter oder verlangsamter Abschnitt wird als die Pause gezeichnet, der sein verlorener Durchsatz entspricht, dort, wo die Unterbrechung, die ihn beendet, ihre Wiederherstellung beginnt.</translation>
    </message>
</context>
<context>
    <name>gpui::SpareChart</name>
    <message>
        <source>Goodput against hot spares</source>
        <translation>Goodput über der Zahl der Hot Spares</translation>
    </message>
    <message>
        <source>Hot spares (nodes)</source>
        <translation>Hot Spares (Knoten)</translation>
    </message>
    <message>
        <source>ML Productivity Goodput (%)</source>
        <translation>ML Productivity Goodput (%)</translation>
    </message>
    <message>
        <source>Failures finding no spare (%)</source>
        <translation>Ausfälle ohne freies Spare (%)</translation>
    </message>
    <message>
        <source>ML Productivity Goodput</source>
        <translation>ML Productivity Goodput</translation>
    </message>
    <message>
        <source>Failures and maintenance finding the pool empty</source>
        <translation>Ausfälle und Wartungen, die den Pool leer finden</translation>
    </message>
    <message>
        <source> (%)</source>
        <translation> (%)</translation>
    </message>
</context>
<context>
    <name>gpui::SpendChart</name>
    <message>
        <source>Spend against progress (one simulated run)</source>
        <translation>Ausgaben gegen Fortschritt (ein simulierter Lauf)</translation>
    </message>
    <message>
        <source>Days from the start</source>
        <translation>Tage ab dem Start</translation>
    </message>
    <message>
        <source>Spent (thousand USD)</source>
        <translation>Ausgegeben (tausend USD)</translation>
    </message>
    <message>
        <source>Training done (%)</source>
        <translation>Training erledigt (%)</translation>
    </message>
    <message>
        <source>Money spent</source>
        <translation>Ausgegebenes Geld</translation>
    </message>
    <message>
        <source>Training progress kept</source>
        <translation>Erhaltener Trainingsfortschritt</translation>
    </message>
    <message>
        <source>Restart after an interruption</source>
        <translation>Neustart nach einer Unterbrechung</translation>
    </message>
    <message>
        <source>This run did not finish within twice the expected time.</source>
        <translation>Dieser Lauf wurde nicht innerhalb der doppelten erwarteten Zeit fertig.</translation>
    </message>
    <message>
        <source>Hours from the start</source>
        <translation>Stunden ab dem Start</translation>
    </message>
    <message>
        <source>Spent (USD)</source>
        <translation>Ausgegeben (USD)</translation>
    </message>
</context>
<context>
    <name>gpui::StepBar</name>
    <message>
        <source>Step time by part</source>
        <translation>Schrittzeit nach Anteil</translation>
    </message>
    <message>
        <source>%1 %2 s (%3)</source>
        <translation>%1 %2 s (%3)</translation>
    </message>
</context>
<context>
    <name>gpui::StudyView</name>
    <message>
        <source>Study</source>
        <translation>Lernen</translation>
    </message>
    <message>
        <source>Practice</source>
        <translation>Übung</translation>
    </message>
    <message>
        <source>Exam</source>
        <translation>Prüfung</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Wiederholung</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Fortschritt</translation>
    </message>
</context>
<context>
    <name>gpui::SweepChart</name>
    <message>
        <source>Outcome across the sweep</source>
        <translation>Ergebnis über die Parameterreihe</translation>
    </message>
    <message>
        <source>ML Productivity Goodput (%)</source>
        <translation>ML Productivity Goodput (%)</translation>
    </message>
    <message>
        <source>Total cost (thousand USD)</source>
        <translation>Gesamtkosten (Tausend USD)</translation>
    </message>
    <message>
        <source>ML Productivity Goodput (left axis)</source>
        <translation>ML Productivity Goodput (linke Achse)</translation>
    </message>
    <message>
        <source>Total cost (right axis)</source>
        <translation>Gesamtkosten (rechte Achse)</translation>
    </message>
    <message>
        <source>Total cost ($)</source>
        <translation>Gesamtkosten ($)</translation>
    </message>
    <message>
        <source>Wall days</source>
        <translation>Tage gesamt</translation>
    </message>
    <message>
        <source>Costs above %1 are off the scale: the table lists them.</source>
        <translation>Kosten über %1 liegen außerhalb der Skala: Die Tabelle führt sie auf.</translation>
    </message>
</context>
<context>
    <name>gpui::SweepPanel</name>
    <message>
        <source>Hot spares</source>
        <translation>Hot Spares</translation>
    </message>
    <message>
        <source>Keep Selected as Scenarios</source>
        <translation>Auswahl als Szenarien behalten</translation>
    </message>
    <message>
        <source>Sweep</source>
        <translation>Parameterreihe</translation>
    </message>
    <message>
        <source>Input to vary</source>
        <translation>Zu variierende Eingabe</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Von</translation>
    </message>
    <message>
        <source>To</source>
        <translation>Bis</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Schritte</translation>
    </message>
    <message>
        <source>Run Sweep</source>
        <translation>Reihe berechnen</translation>
    </message>
    <message>
        <source>Adds each selected row as a scenario: the plan shown with the input at that value</source>
        <translation>Fügt jede ausgewählte Zeile als Szenario hinzu: der angezeigte Plan mit der Eingabe auf diesem Wert</translation>
    </message>
    <message>
        <source>Vary</source>
        <translation>Variiere</translation>
    </message>
    <message>
        <source>from</source>
        <translation>von</translation>
    </message>
    <message>
        <source>to</source>
        <translation>bis</translation>
    </message>
    <message>
        <source>in</source>
        <translation>in</translation>
    </message>
    <message>
        <source>steps</source>
        <translation>Schritten</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>ML Productivity Goodput</source>
        <translation>ML Productivity Goodput</translation>
    </message>
    <message>
        <source>Scheduling goodput</source>
        <translation>Scheduling-Goodput</translation>
    </message>
    <message>
        <source>Runtime goodput</source>
        <translation>Laufzeit-Goodput</translation>
    </message>
    <message>
        <source>Wall days</source>
        <translation>Tage gesamt</translation>
    </message>
    <message>
        <source>Total cost</source>
        <translation>Gesamtkosten</translation>
    </message>
    <message>
        <source>$ per productive h</source>
        <translation>$ je produktive Stunde</translation>
    </message>
    <message>
        <source>Deadline</source>
        <translation>Frist</translation>
    </message>
    <message>
        <source>Sweep outcome</source>
        <translation>Ergebnis der Parameterreihe</translation>
    </message>
    <message>
        <source>Unknown input.</source>
        <translation>Unbekannte Eingabe.</translation>
    </message>
    <message>
        <source>✓ met</source>
        <translation>✓ eingehalten</translation>
    </message>
    <message>
        <source>✗ missed</source>
        <translation>✗ verfehlt</translation>
    </message>
    <message numerus="yes">
        <source>%n value(s) make the plan invalid and are left out of the chart. </source>
        <translation>
            <numerusform>%n Wert macht den Plan ungültig und fehlt im Diagramm. </numerusform>
            <numerusform>%n Werte machen den Plan ungültig und fehlen im Diagramm. </numerusform>
        </translation>
    </message>
    <message>
        <source>Plan shown: %1 = %2. Select rows to keep them as scenarios.</source>
        <translation>Angezeigter Plan: %1 = %2. Zeilen auswählen, um sie als Szenarien zu behalten.</translation>
    </message>
    <message>
        <source>%1 = %2</source>
        <translation>%1 = %2</translation>
    </message>
    <message numerus="yes">
        <source>A plan holds at most 50 scenarios: %n point(s) kept.</source>
        <translation>
            <numerusform>Ein Plan enthält höchstens 50 Szenarien: %n Punkt behalten.</numerusform>
            <numerusform>Ein Plan enthält höchstens 50 Szenarien: %n Punkte behalten.</numerusform>
        </translation>
    </message>
    <message>
        <source>Keep sweep points as scenarios</source>
        <translation>Punkte der Parameterreihe als Szenarien behalten</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>an input and its unit</comment>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>gpui::SwitchSpec</name>
    <message>
        <source>on</source>
        <translation>an</translation>
    </message>
    <message>
        <source>off</source>
        <translation>aus</translation>
    </message>
</context>
<context>
    <name>gpui::TornadoChart</name>
    <message>
        <source>ML Productivity Goodput (%)</source>
        <translation>ML Productivity Goodput (%)</translation>
    </message>
    <message>
        <source>Input moved down / off</source>
        <translation>Eingabe gesenkt / aus</translation>
    </message>
    <message>
        <source>Input moved up / on</source>
        <translation>Eingabe erhöht / an</translation>
    </message>
    <message>
        <source>Input</source>
        <translation>Eingabe</translation>
    </message>
    <message>
        <source>Value, moved down</source>
        <translation>Wert, gesenkt</translation>
    </message>
    <message>
        <source>Value, moved up</source>
        <translation>Wert, erhöht</translation>
    </message>
    <message>
        <source>ML Productivity Goodput, moved down (%)</source>
        <translation>ML Productivity Goodput, gesenkt (%)</translation>
    </message>
    <message>
        <source>ML Productivity Goodput, moved up (%)</source>
        <translation>ML Productivity Goodput, erhöht (%)</translation>
    </message>
    <message>
        <source>ML Productivity Goodput, the plan (%)</source>
        <translation>ML Productivity Goodput, der Plan (%)</translation>
    </message>
    <message>
        <source>Sensitivity: the inputs that move it most, each by ±20 %</source>
        <translation>Sensitivität: die Eingaben mit der größten Wirkung, jeweils um ±20 % verändert</translation>
    </message>
</context>
<context>
    <name>gpui::TrainingSetupDialog</name>
    <message>
        <source>Checkpoint activations (recompute each layer in the backward pass)</source>
        <translation>Aktivierungen checkpointen (jede Schicht im Rückwärtsdurchlauf neu berechnen)</translation>
    </message>
    <message>
        <source>Memory and Parallelism</source>
        <translation>Speicher und Parallelisierung</translation>
    </message>
    <message>
        <source>Adam, mixed precision (12 bytes a parameter)</source>
        <translation>Adam, gemischte Genauigkeit (12 Byte je Parameter)</translation>
    </message>
    <message>
        <source>8-bit Adam (6 bytes a parameter)</source>
        <translation>8-Bit-Adam (6 Byte je Parameter)</translation>
    </message>
    <message>
        <source>SGD with momentum (8 bytes a parameter)</source>
        <translation>SGD mit Momentum (8 Byte je Parameter)</translation>
    </message>
    <message>
        <source>Replicated data parallel</source>
        <translation>Replizierte Datenparallelität</translation>
    </message>
    <message>
        <source>ZeRO-1: optimizer states sharded</source>
        <translation>ZeRO-1: Optimiererzustände verteilt</translation>
    </message>
    <message>
        <source>ZeRO-2: optimizer states and gradients sharded</source>
        <translation>ZeRO-2: Optimiererzustände und Gradienten verteilt</translation>
    </message>
    <message>
        <source>ZeRO-3 or FSDP: everything sharded</source>
        <translation>ZeRO-3 oder FSDP: alles verteilt</translation>
    </message>
    <message>
        <source> sequences</source>
        <translation> Sequenzen</translation>
    </message>
    <message>
        <source>Layers (L)</source>
        <translation>Schichten (L)</translation>
    </message>
    <message>
        <source>Heads (H)</source>
        <translation>Köpfe (H)</translation>
    </message>
    <message>
        <source>Head dimension (Q)</source>
        <translation>Kopfdimension (Q)</translation>
    </message>
    <message>
        <source>Sequence length (T)</source>
        <translation>Sequenzlänge (T)</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source>A committed use discount is paid for its whole term. The run carries the part of the rest of the term the customer does not expect to use for other work.</source>
        <translation>Ein Rabatt für zugesicherte Nutzung wird für die ganze Laufzeit bezahlt. Der Lauf trägt den Teil der übrigen Laufzeit, den der Kunde nicht für andere Arbeit zu nutzen erwartet.</translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation>Optimierer</translation>
    </message>
    <message>
        <source>Sharding</source>
        <translation>Sharding</translation>
    </message>
    <message>
        <source>Tensor parallel degree</source>
        <translation>Tensor-Parallelgrad</translation>
    </message>
    <message>
        <source>Pipeline parallel degree</source>
        <translation>Pipeline-Parallelgrad</translation>
    </message>
    <message>
        <source>Micro-batch</source>
        <translation>Micro-Batch</translation>
    </message>
    <message>
        <source>Commitment used by other work</source>
        <translation>Von anderer Arbeit genutzte Zusage</translation>
    </message>
    <message>
        <source>Bytes per parameter: 2 for 16-bit weights, 2 for gradients and the optimizer&apos;s states (ZeRO, Rajbhandari et al. 2020). Activations: Korthikanti et al. 2022. A tenth of each accelerator&apos;s memory is kept for the runtime.</source>
        <translation>Bytes je Parameter: 2 für 16-Bit-Gewichte, 2 für Gradienten und die Zustände des Optimierers (ZeRO, Rajbhandari et al. 2020). Aktivierungen: Korthikanti et al. 2022. Ein Zehntel des Speichers jedes Beschleunigers bleibt für die Laufzeitumgebung.</translation>
    </message>
    <message>
        <source>Change memory and parallelism</source>
        <translation>Speicher und Parallelisierung ändern</translation>
    </message>
    <message>
        <source>Let the step model choose the fastest layout that fits, for each accelerator and count</source>
        <translation>Das Schrittmodell für jeden Beschleuniger und jede Anzahl das schnellste passende Layout wählen lassen</translation>
    </message>
    <message>
        <source>as many as the heads</source>
        <translation>so viele wie Köpfe</translation>
    </message>
    <message>
        <source>not stated</source>
        <translation>nicht angegeben</translation>
    </message>
    <message>
        <source> tokens</source>
        <translation> Tokens</translation>
    </message>
    <message>
        <source>Key-value heads</source>
        <translation>Key-Value-Köpfe</translation>
    </message>
    <message>
        <source>Vocabulary</source>
        <translation>Vokabular</translation>
    </message>
    <message>
        <source>Global batch</source>
        <translation>Globaler Batch</translation>
    </message>
    <message>
        <source>Automatic: measured, else the layout, else the plan&apos;s</source>
        <translation>Automatisch: gemessen, sonst das Layout, sonst der Wert des Plans</translation>
    </message>
    <message>
        <source>The step model&apos;s layout</source>
        <translation>Das Layout des Schrittmodells</translation>
    </message>
    <message>
        <source>The plan&apos;s MFU</source>
        <translation>Die MFU des Plans</translation>
    </message>
    <message>
        <source>The throughput measured</source>
        <translation>Der gemessene Durchsatz</translation>
    </message>
    <message>
        <source>The catalog&apos;s typical MFU</source>
        <translation>Die typische MFU des Katalogs</translation>
    </message>
    <message>
        <source>Program goodput (MFU) from</source>
        <translation>Programm-Goodput (MFU) aus</translation>
    </message>
    <message>
        <source>One step on %1 × %2</source>
        <translation>Ein Schritt auf %1 × %2</translation>
    </message>
    <message>
        <source>One step</source>
        <translation>Ein Schritt</translation>
    </message>
    <message>
        <source>No accelerator is priced: no step to show.</source>
        <translation>Kein Beschleuniger ist bepreist: kein Schritt anzuzeigen.</translation>
    </message>
    <message>
        <source>The catalog lacks the figures the step model needs for this accelerator.</source>
        <translation>Dem Katalog fehlen für diesen Beschleuniger die Werte, die das Schrittmodell braucht.</translation>
    </message>
    <message>
        <source>The step model needs the model&apos;s shape.</source>
        <translation>Das Schrittmodell braucht die Form des Modells.</translation>
    </message>
    <message>
        <source>This layout does not fit the memory, or its degrees do not divide the job.</source>
        <translation>Dieses Layout passt nicht in den Speicher, oder seine Grade teilen den Job nicht.</translation>
    </message>
    <message>
        <source>No layout fits the memory at this count.</source>
        <translation>Bei dieser Anzahl passt kein Layout in den Speicher.</translation>
    </message>
    <message>
        <source>Program goodput comes from another source: this step is shown, not priced.</source>
        <translation>Der Programm-Goodput stammt aus einer anderen Quelle: Dieser Schritt wird gezeigt, nicht bepreist.</translation>
    </message>
    <message>
        <source>Model shape (for the activations&apos; memory and the step model)</source>
        <translation>Modellform (für den Speicher der Aktivierungen und das Schrittmodell)</translation>
    </message>
    <message>
        <source>One pipeline stage holds all %1 layers.</source>
        <translation>Eine Pipeline-Stufe hält alle %1 Schichten.</translation>
    </message>
    <message>
        <source>%1×%2</source>
        <translation>%1×%2</translation>
    </message>
    <message>
        <source>Layers on the %1 pipeline stages: %2; the first stage also holds the embedding, the last the loss, each in a layer&apos;s place. The fullest stage sets the pace and the memory.</source>
        <translation>Schichten auf den %1 Pipeline-Stufen: %2; die erste Stufe hält zudem das Embedding, die letzte den Loss, jeweils an der Stelle einer Schicht. Die vollste Stufe bestimmt Tempo und Speicher.</translation>
    </message>
    <message>
        <source>Cluster network</source>
        <translation>Cluster-Netzwerk</translation>
    </message>
    <message>
        <source>Shape assumed from %1, the published model nearest to the plan&apos;s parameter count: check the box above to give the model&apos;s own.</source>
        <translation>Form übernommen von %1, dem veröffentlichten Modell, das der Parameterzahl des Plans am nächsten liegt: Aktivieren Sie das Feld oben, um die Form des eigenen Modells anzugeben.</translation>
    </message>
    <message>
        <source>Pipeline parallel degree %1: above the %2 layers, a stage would hold none.</source>
        <translation>Pipeline-Parallelgrad %1: Über den %2 Schichten hielte eine Stufe keine.</translation>
    </message>
    <message>
        <source>Hybrid sharding: ZeRO-3 within each node or slice, replicated between them</source>
        <translation>Hybrides Sharding: ZeRO-3 innerhalb jedes Knotens oder Slices, repliziert zwischen ihnen</translation>
    </message>
</context>
<context>
    <name>gpui::UserGuide</name>
    <message>
        <source>Getting started</source>
        <translation>Erste Schritte</translation>
    </message>
    <message>
        <source>Goodput Planner helps you pick accelerators, plan for failures and price a training run or a serving deployment with ML Productivity Goodput: scheduling goodput × runtime goodput × program goodput (MFU). Every figure comes from a stated formula with its source.</source>
        <translation>Goodput Planner hilft Ihnen, Beschleuniger auszuwählen, für Ausfälle zu planen und einen Trainingslauf oder einen Inferenzdienst mit ML Productivity Goodput zu bepreisen: Scheduling-Goodput × Laufzeit-Goodput × Programm-Goodput (MFU). Jede Zahl stammt aus einer genannten Formel mit ihrer Quelle.</translation>
    </message>
    <message>
        <source>A plan is one customer engagement: the job&apos;s scale, its interruptions and checkpoints, the training run or the model served, prices, decision walks and options. The application opens with the example plan; File &gt; New starts an empty one. Plans are saved as .gpplan files, and an autosave brings back your work after a crash.</source>
        <translation>Ein Plan ist ein Kundenprojekt: der Umfang des Jobs, seine Unterbrechungen und Checkpoints, der Trainingslauf oder das bereitgestellte Modell, Preise, Entscheidungspfade und Optionen. Die Anwendung öffnet mit dem Beispielplan; Datei &gt; Neu beginnt einen leeren. Pläne werden als .gpplan-Dateien gespeichert, und eine automatische Sicherung stellt Ihre Arbeit nach einem Absturz wieder her.</translation>
    </message>
    <message>
        <source>The views are listed on the left (Ctrl+1 to Ctrl+8). Every edit is one undo step: Ctrl+Z undoes and Ctrl+Shift+Z redoes from any field.</source>
        <translation>Die Ansichten stehen links (Strg+1 bis Strg+8). Jede Änderung ist ein Rückgängig-Schritt: Strg+Z macht rückgängig und Strg+Umschalt+Z stellt wieder her, aus jedem Feld.</translation>
    </message>
    <message>
        <source>View &gt; Present (F11) shows the plan full screen for a meeting: the walk, the recommendation and its figures in large type. F11 or Esc leaves it. F1 opens this guide at the page of the view you are in.</source>
        <translation>Ansicht &gt; Präsentieren (F11) zeigt den Plan für ein Meeting im Vollbild: den Pfad, die Empfehlung und ihre Zahlen in großer Schrift. F11 oder Esc beendet die Präsentation. F1 öffnet dieses Handbuch auf der Seite der aktuellen Ansicht.</translation>
    </message>
    <message>
        <source>Overview</source>
        <translation>Überblick</translation>
    </message>
    <message>
        <source>Decision flowcharts</source>
        <translation>Entscheidungsdiagramme</translation>
    </message>
    <message>
        <source>Goodput workbench</source>
        <translation>Goodput-Werkbank</translation>
    </message>
    <message>
        <source>Costs</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <source>Study</source>
        <translation>Lernen</translation>
    </message>
    <message>
        <source>Proposal</source>
        <translation>Angebot</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>Gemessen</translation>
    </message>
    <message>
        <source>Scenarios</source>
        <translation>Szenarien</translation>
    </message>
    <message>
        <source>The model&apos;s formulas</source>
        <translation>Die Formeln des Modells</translation>
    </message>
    <message>
        <source>The overview answers first: the recommended accelerator and count with its provisioning, the wall days against the deadline, the cost of the run and the cost per productive accelerator-hour. A serving plan shows the served accelerator, its latency, and the cost a month and per million tokens.</source>
        <translation>Der Überblick antwortet zuerst: der empfohlene Beschleuniger und seine Anzahl mit der Bereitstellung, die Tage bis zum Ende gegenüber der Frist, die Kosten des Laufs und die Kosten pro produktiver Beschleunigerstunde. Ein Inferenzplan zeigt den bedienenden Beschleuniger, seine Latenz und die Kosten im Monat und pro Million Token.</translation>
    </message>
    <message>
        <source>Below them are ML Productivity Goodput and its three factors as bars, and the three techniques of the goodput flowchart with the largest modelled gain.</source>
        <translation>Darunter stehen ML Productivity Goodput und seine drei Faktoren als Balken und die drei Techniken des Goodput-Diagramms mit dem größten modellierten Gewinn.</translation>
    </message>
    <message>
        <source>Each figure opens the view that explains it: click it, or press Enter or Space on it. Warnings, such as a missed deadline, a model that does not fit or inputs outside the model&apos;s range, appear in yellow above the figures.</source>
        <translation>Jede Zahl öffnet die Ansicht, die sie erklärt: klicken Sie darauf, oder drücken Sie dort Eingabe oder Leertaste. Warnungen, etwa eine verfehlte Frist, ein Modell, das nicht passt, oder Eingaben außerhalb des Modellbereichs, erscheinen gelb über den Zahlen.</translation>
    </message>
    <message>
        <source>Answer a question by clicking an answer&apos;s label, with the panel&apos;s buttons, or with the number shown beside each answer. The walk is drawn in bold and the view follows it to the next choices. Click a visited node to go back to it.</source>
        <translation>Beantworten Sie eine Frage durch einen Klick auf die Beschriftung einer Antwort, mit den Schaltflächen des Seitenbereichs oder mit der Zahl neben jeder Antwort. Der Pfad wird fett gezeichnet, und die Ansicht folgt ihm zu den nächsten Wahlmöglichkeiten. Ein Klick auf einen besuchten Knoten kehrt dorthin zurück.</translation>
    </message>
    <message>
        <source>1 to 9</source>
        <translation>1 bis 9</translation>
    </message>
    <message>
        <source>Answer the current question</source>
        <translation>Die aktuelle Frage beantworten</translation>
    </message>
    <message>
        <source>Backspace, Alt+Left</source>
        <translation>Rücktaste, Alt+Links</translation>
    </message>
    <message>
        <source>Back one step</source>
        <translation>Einen Schritt zurück</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>Pos1</translation>
    </message>
    <message>
        <source>Start the walk again</source>
        <translation>Den Pfad neu beginnen</translation>
    </message>
    <message>
        <source>Arrow keys</source>
        <translation>Pfeiltasten</translation>
    </message>
    <message>
        <source>Pan</source>
        <translation>Verschieben</translation>
    </message>
    <message>
        <source>Ctrl++, Ctrl+−, Ctrl+0</source>
        <translation>Strg++, Strg+−, Strg+0</translation>
    </message>
    <message>
        <source>Ctrl+Tab, Ctrl+PgDown</source>
        <translation>Strg+Tab, Strg+Bild ab</translation>
    </message>
    <message>
        <source>Next tree</source>
        <translation>Nächster Baum</translation>
    </message>
    <message>
        <source>Ctrl+Shift+Tab, Ctrl+PgUp</source>
        <translation>Strg+Umschalt+Tab, Strg+Bild auf</translation>
    </message>
    <message>
        <source>Previous tree</source>
        <translation>Vorheriger Baum</translation>
    </message>
    <message>
        <source>The workbench holds the planning model&apos;s inputs: scale, scheduling (provisioning, waits, hot spares), runtime (interruption rates by class, checkpointing, recovery) and program goodput (MFU). The charts beside them are redrawn as you edit.</source>
        <translation>Die Werkbank enthält die Eingaben des Planungsmodells: Umfang, Scheduling (Bereitstellung, Wartezeiten, Hot Spares), Laufzeit (Unterbrechungsraten nach Klasse, Checkpoints, Wiederherstellung) und Programm-Goodput (MFU). Die Diagramme daneben werden beim Bearbeiten neu gezeichnet.</translation>
    </message>
    <message>
        <source>The mouse wheel changes a field only when it has focus, so scrolling the form never changes a value. A value outside the model&apos;s range is refused with the reason, and the field goes back to the plan&apos;s value.</source>
        <translation>Das Mausrad ändert ein Feld nur, wenn es den Fokus hat; Blättern im Formular ändert also nie einen Wert. Ein Wert außerhalb des Modellbereichs wird mit Begründung abgelehnt, und das Feld kehrt zum Wert des Plans zurück.</translation>
    </message>
    <message>
        <source>The charts show where the window&apos;s hours go, runtime goodput against the checkpoint interval with the Young and Daly optima, failure cost against cluster size, the sensitivity of each input, and a Monte Carlo of the window that checks the exact model.</source>
        <translation>Die Diagramme zeigen, wohin die Stunden des Fensters gehen, den Laufzeit-Goodput über dem Checkpoint-Intervall mit den Optima nach Young und Daly, die Ausfallkosten über der Clustergröße, die Empfindlichkeit jeder Eingabe und eine Monte-Carlo-Simulation des Fensters, die das exakte Modell prüft.</translation>
    </message>
    <message>
        <source>For a training plan: the time and cost of the run on every accelerator of the catalog, priced as capacity is sold (on demand, Spot, DWS flex-start and calendar mode, 1- and 3-year commitments), whether the model fits in memory, and the count that meets the deadline.</source>
        <translation>Für einen Trainingsplan: Dauer und Kosten des Laufs auf jedem Beschleuniger des Katalogs, bepreist, wie Kapazität verkauft wird (auf Abruf, Spot, DWS Flex-Start und Kalendermodus, Zusagen über 1 und 3 Jahre), ob das Modell in den Speicher passt, und die Anzahl, die die Frist einhält.</translation>
    </message>
    <message>
        <source>Prices can be overridden for a plan, and custom accelerators added.</source>
        <translation>Preise lassen sich für einen Plan überschreiben, und eigene Beschleuniger können hinzugefügt werden.</translation>
    </message>
    <message>
        <source>Practice and exam questions drawn from the decision trees and the model: the recommendation a path leads to, what comes next, which goodput a technique improves, runtime goodput by the formula, failure cost at scale, and serving memory and latency.</source>
        <translation>Übungs- und Prüfungsfragen aus den Entscheidungsbäumen und dem Modell: die Empfehlung, zu der ein Pfad führt, was als Nächstes kommt, welchen Goodput eine Technik verbessert, der Laufzeit-Goodput nach der Formel, Ausfallkosten bei großem Umfang sowie Speicher und Latenz beim Serving.</translation>
    </message>
    <message>
        <source>After an answer your choice stays marked, and the right answer is shown with the reason. An exam asks before it ends with questions unanswered; its results list every question with your answer, the right one and why.</source>
        <translation>Nach einer Antwort bleibt Ihre Wahl markiert, und die richtige Antwort wird mit Begründung gezeigt. Eine Prüfung fragt nach, bevor sie mit unbeantworteten Fragen endet; ihr Ergebnis listet jede Frage mit Ihrer Antwort, der richtigen und der Begründung.</translation>
    </message>
    <message>
        <source>Review repeats the questions you missed, spaced by the SM-2 schedule; Progress shows your scores by topic.</source>
        <translation>Die Wiederholung stellt verpasste Fragen erneut, im Abstand nach dem SM-2-Verfahren; der Fortschritt zeigt Ihre Ergebnisse nach Thema.</translation>
    </message>
    <message>
        <source>The proposal is the plan as a document for the customer: a one-page executive summary with the recommendation, the cost, the time, the goodput and what drives it, the risks and the next steps; then the decision path, the goodput analysis, the techniques, the costs, the assumptions and the formulas with their sources. A plan with options presents them first.</source>
        <translation>Das Angebot ist der Plan als Dokument für den Kunden: eine einseitige Zusammenfassung mit der Empfehlung, den Kosten, der Dauer, dem Goodput und seinen Treibern, den Risiken und den nächsten Schritten; danach der Entscheidungspfad, die Goodput-Analyse, die Techniken, die Kosten, die Annahmen und die Formeln mit ihren Quellen. Ein Plan mit Optionen stellt diese zuerst vor.</translation>
    </message>
    <message>
        <source>File &gt; Export Proposal (Ctrl+E) writes a PDF. The plan travels inside it: File &gt; Open reads it back, even after another PDF tool has rewritten the file.</source>
        <translation>Datei &gt; Angebot exportieren (Strg+E) schreibt ein PDF. Der Plan reist darin mit: Datei &gt; Öffnen liest ihn zurück, auch nachdem ein anderes PDF-Werkzeug die Datei neu geschrieben hat.</translation>
    </message>
    <message>
        <source>The cover&apos;s fields (customer, engagement, architect, date and logo) are set in this view.</source>
        <translation>Die Felder des Deckblatts (Kunde, Projekt, Architekt, Datum und Logo) werden in dieser Ansicht gesetzt.</translation>
    </message>
    <message>
        <source>Open a real job&apos;s goodput log (the ml-goodput-measurement format) to see what the job measured beside what the plan assumed: goodput, badput by cause and the interruptions.</source>
        <translation>Öffnen Sie das Goodput-Protokoll eines echten Jobs (im Format von ml-goodput-measurement), um zu sehen, was der Job gemessen hat, neben dem, was der Plan annahm: Goodput, Badput nach Ursache und die Unterbrechungen.</translation>
    </message>
    <message>
        <source>Scenarios are options of one plan, each a set of changes to the base plan: another accelerator, provisioning or checkpointing. The view compares their time, cost and goodput side by side and marks the recommended one.</source>
        <translation>Szenarien sind Optionen eines Plans, jede eine Reihe von Änderungen am Basisplan: ein anderer Beschleuniger, eine andere Bereitstellung oder andere Checkpoints. Die Ansicht vergleicht Dauer, Kosten und Goodput nebeneinander und markiert die empfohlene.</translation>
    </message>
    <message>
        <source>The Scenario box in the toolbar chooses the option every view shows; edits go to it.</source>
        <translation>Das Feld „Szenario“ in der Werkzeugleiste wählt die Option, die jede Ansicht zeigt; Änderungen gehen an sie.</translation>
    </message>
    <message>
        <source>Every figure comes from a stated formula. The main ones follow; the model&apos;s document, installed as /usr/share/doc/goodput-planner/model.md.gz, gives each with its derivation, its source and where it stops being valid.</source>
        <translation>Jede Zahl stammt aus einer genannten Formel. Die wichtigsten folgen; das Dokument des Modells, installiert als /usr/share/doc/goodput-planner/model.md.gz, gibt jede mit ihrer Herleitung, ihrer Quelle und ihrem Gültigkeitsbereich an.</translation>
    </message>
    <message>
        <source>The optimal checkpoint interval, for save cost δ and mean time M between interruptions that lose progress (Young 1974; Daly 2006)</source>
        <translation>Das optimale Checkpoint-Intervall für Speicherkosten δ und mittlere Zeit M zwischen Unterbrechungen, die Fortschritt kosten (Young 1974; Daly 2006)</translation>
    </message>
    <message>
        <source>Failure cost against scale: n nodes, every interruption idles the whole job</source>
        <translation>Ausfallkosten und Umfang: n Knoten, jede Unterbrechung legt den ganzen Job still</translation>
    </message>
    <message>
        <source>Training time and cost (C = 6 N D: EleutherAI, “Transformer Math 101”)</source>
        <translation>Trainingsdauer und Kosten (C = 6 N D: EleutherAI, „Transformer Math 101“)</translation>
    </message>
    <message>
        <source>Program goodput (PaLM, Chowdhery et al. 2022)</source>
        <translation>Programm-Goodput (PaLM, Chowdhery et al. 2022)</translation>
    </message>
    <message>
        <source>Serving: the KV cache (Pope et al. 2022) and the roofline (Williams et al. 2009)</source>
        <translation>Serving: der KV-Cache (Pope et al. 2022) und die Roofline (Williams et al. 2009)</translation>
    </message>
    <message>
        <source>For a serving plan (This plan is for: Inference (serving)): the model, its precision and context, the traffic and the latency targets. Every accelerator gets its replicas, latency and cost per million tokens; the one served is in bold.</source>
        <translation>Für einen Inferenzplan (Dieser Plan ist für: Inferenz (Serving)): das Modell, seine Genauigkeit und sein Kontext, der Verkehr und die Latenzziele. Jeder Beschleuniger erhält seine Replikate, seine Latenz und seine Kosten pro Million Token; der bedienende ist fett.</translation>
    </message>
    <message>
        <source>Fit the Plan to This Measurement takes the measured rates and MFU into the plan in one undo step; Keep as the Proposal&apos;s Baseline keeps the measurement with the plan, and its proposal shows it beside the plan.</source>
        <translation>„Plan an diese Messung anpassen“ übernimmt die gemessenen Raten und die MFU in einem Rückgängig-Schritt in den Plan; „Als Ausgangsbasis des Angebots behalten“ bewahrt die Messung mit dem Plan auf, und sein Angebot zeigt sie neben dem Plan.</translation>
    </message>
    <message>
        <source>Zoom in, zoom out, fit the chart to the view</source>
        <translation>Vergrößern, verkleinern, Diagramm in die Ansicht einpassen</translation>
    </message>
    <message>
        <source>The walk of the GPU tree feeds the plan: its recommendation chooses the accelerators the costs compare. Answer from the plan (P) takes every answer the plan&apos;s figures decide; each is marked as the plan&apos;s and can be changed.</source>
        <translation>Der Pfad durch den GPU-Baum speist den Plan: Seine Empfehlung wählt die Beschleuniger, die die Kosten vergleichen. „Aus dem Plan beantworten“ (P) übernimmt jede Antwort, die die Zahlen des Plans entscheiden; jede ist als die des Plans markiert und lässt sich ändern.</translation>
    </message>
    <message>
        <source>Edit Graphs opens the graph shown in the editor. Built-in graphs are read-only: Copy into a Pack makes your own copy. New Graph starts one from a single question. Select a node or an answer on the chart and edit it in the side panel; drag an answer&apos;s arrow onto another node to move where it leads. Every change is saved in your pack at once and is one step of Edit &gt; Undo. The Problems list names what keeps the graph a draft; click one to go to its node. A graph without problems is walked, studied and printed like the built-in ones when you press Done Editing. File &gt; Import Graph Pack and Export Graph Pack share packs as .gpgraphs files.</source>
        <translation>„Graphen bearbeiten“ öffnet den gezeigten Graphen im Editor. Mitgelieferte Graphen sind schreibgeschützt: „In ein Paket kopieren“ legt Ihre eigene Kopie an. „Neuer Graph“ beginnt einen mit einer einzigen Frage. Wählen Sie einen Knoten oder eine Antwort im Diagramm und bearbeiten Sie sie in der Seitenleiste; ziehen Sie den Pfeil einer Antwort auf einen anderen Knoten, um ihr Ziel zu ändern. Jede Änderung wird sofort in Ihrem Paket gespeichert und ist ein Schritt von Bearbeiten &gt; Rückgängig. Die Problemliste nennt, was den Graphen zum Entwurf macht; ein Klick führt zum Knoten. Ein Graph ohne Probleme wird wie die mitgelieferten durchlaufen, gelernt und gedruckt, sobald Sie „Bearbeitung beenden“ drücken. Datei &gt; Graphpaket importieren und Graphpaket exportieren teilen Pakete als .gpgraphs-Dateien.</translation>
    </message>
    <message>
        <source>Tab, Shift+Tab (editing)</source>
        <translation>Tab, Umschalt+Tab (beim Bearbeiten)</translation>
    </message>
    <message>
        <source>Next node, previous node</source>
        <translation>Nächster Knoten, vorheriger Knoten</translation>
    </message>
    <message>
        <source>Enter (editing)</source>
        <translation>Eingabe (beim Bearbeiten)</translation>
    </message>
    <message>
        <source>Edit the selected node&apos;s text or answer</source>
        <translation>Text oder Antwort des ausgewählten Knotens bearbeiten</translation>
    </message>
    <message>
        <source>Q, R, A (editing)</source>
        <translation>Q, R, A (beim Bearbeiten)</translation>
    </message>
    <message>
        <source>Add a question, a recommendation or an answer</source>
        <translation>Eine Frage, eine Empfehlung oder eine Antwort hinzufügen</translation>
    </message>
    <message>
        <source>Delete, Ctrl+D (editing)</source>
        <translation>Entf, Strg+D (beim Bearbeiten)</translation>
    </message>
    <message>
        <source>Delete, duplicate the selected node</source>
        <translation>Ausgewählten Knoten löschen, duplizieren</translation>
    </message>
    <message>
        <source>Export Deployment… (beside the recommendation, and in the File menu) writes the plan&apos;s recommended option, or another, as the files a platform team runs: a SkyPilot task, a GKE JobSet with its Kueue queue, or a Slurm batch script. The preview shows each file and what the format cannot express; nothing is replaced without asking, and the proposal lists the files exported.</source>
        <translation>„Bereitstellung exportieren…“ (neben der Empfehlung und im Menü Datei) schreibt die empfohlene Option des Plans, oder eine andere, als die Dateien, die ein Plattformteam ausführt: einen SkyPilot-Task, ein GKE-JobSet mit seiner Kueue-Warteschlange oder ein Slurm-Batch-Skript. Die Vorschau zeigt jede Datei und was das Format nicht ausdrücken kann; nichts wird ohne Rückfrage ersetzt, und das Angebot listet die exportierten Dateien auf.</translation>
    </message>
    <message>
        <source>Four decision trees from the guide Optimizing GPU Usage: choosing the GPU, optimizing cost and efficiency, optimizing training time and improving goodput. Each opens fitted to the window.</source>
        <translation>Vier Entscheidungsbäume aus dem Leitfaden „Optimizing GPU Usage“: die Wahl der GPU, Kosten und Effizienz optimieren, die Trainingszeit optimieren und den Goodput verbessern. Jeder öffnet passend zum Fenster.</translation>
    </message>
    <message>
        <source>ML Productivity Goodput (Optimizing GPU Usage)</source>
        <translation>ML Productivity Goodput („Optimizing GPU Usage“)</translation>
    </message>
    <message>
        <source>Runtime goodput for a window t_w and interruptions i (Optimizing GPU Usage)</source>
        <translation>Laufzeit-Goodput für ein Fenster t_w und Unterbrechungen i („Optimizing GPU Usage“)</translation>
    </message>
    <message>
        <source>Find the plan, at the top of the page, searches every accelerator, count, provisioning, number of hot spares, checkpoint interval and fast tier for the cheapest configuration that meets the deadline with the confidence you set (90 % unless you change it), within the budget if you give one. It runs in the background and runs again when the plan changes; Cancel stops it. The recommendation shows its cost, its days with the 90th percentile, how likely it is to finish in time, and your plan&apos;s figures beside it. The catalog marks its row: its status reads recommended, with the count that meets the deadline.</source>
        <translation>Plan finden, oben auf der Seite, durchsucht jeden Beschleuniger, jede Anzahl, jede Bereitstellung, die Zahl der Hot Spares, das Checkpoint-Intervall und die schnelle Stufe nach der günstigsten Konfiguration, die die Frist mit der eingestellten Konfidenz einhält (90 %, sofern Sie nichts ändern), innerhalb des Budgets, wenn Sie eines angeben. Die Suche läuft im Hintergrund und erneut, wenn sich der Plan ändert; „Abbrechen“ hält sie an. Die Empfehlung zeigt ihre Kosten, ihre Tage mit dem 90. Perzentil, wie wahrscheinlich sie rechtzeitig fertig wird, und daneben die Zahlen Ihres Plans. Der Katalog markiert ihre Zeile: Ihr Status lautet „empfohlen“, mit der Anzahl, die die Frist einhält.</translation>
    </message>
    <message>
        <source>Apply sets the plan to the recommendation in one step that Edit &gt; Undo takes back; Add as Scenario keeps it beside the plan instead. Details… shows the front of cost against the days at the 90th percentile (click a point to see its configuration and apply it), the cheapest options and why each other accelerator lost. Accelerators the model does not fit are listed last, greyed, with the reason in their tooltip.</source>
        <translation>„Anwenden“ setzt den Plan in einem Schritt auf die Empfehlung, den „Bearbeiten &gt; Rückgängig“ zurücknimmt; „Als Szenario hinzufügen“ stellt sie stattdessen neben den Plan. „Details…“ zeigt die Pareto-Front der Kosten gegen die Tage im 90. Perzentil (klicken Sie auf einen Punkt, um seine Konfiguration zu sehen und anzuwenden), die günstigsten Optionen und warum jeder andere Beschleuniger unterlag. Beschleuniger, in die das Modell nicht passt, stehen zuletzt, ausgegraut, mit dem Grund im Tooltip.</translation>
    </message>
</context>
<context>
    <name>gpui::WalkPathPainter</name>
    <message>
        <source>Not taken: %1</source>
        <translation>Nicht gewählt: %1</translation>
    </message>
</context>
<context>
    <name>gpui::WelcomeDialog</name>
    <message>
        <source>Welcome to Goodput Planner</source>
        <translation>Willkommen bei Goodput Planner</translation>
    </message>
    <message>
        <source>Goodput Planner helps you choose accelerators, plan for failures and price a training run with ML Productivity Goodput: scheduling × runtime × program goodput.

• Decision flowcharts walk a customer&apos;s situation to a recommendation, with why it holds and its gotchas.
• The goodput workbench redraws its charts while you drag interruption rates, checkpoint intervals and scale.
• Costs compare accelerators, MFU, time to train and Spot against reserved capacity.
• Study mode asks exam-style questions; the proposal view exports a PDF for the customer.

The example plan shows every view filled in. Its prices and rates are illustrative.</source>
        <translation>Goodput Planner hilft Ihnen, Beschleuniger zu wählen, Ausfälle einzuplanen und einen Trainingslauf mit ML Productivity Goodput zu bepreisen: Scheduling- × Laufzeit- × Programm-Goodput.

• Entscheidungsdiagramme führen die Situation eines Kunden zu einer Empfehlung, mit Begründung und Fallstricken.
• Die Goodput-Werkbank zeichnet ihre Diagramme neu, während Sie Unterbrechungsraten, Checkpoint-Intervalle und Größe ziehen.
• Kosten vergleichen Beschleuniger, MFU, Trainingsdauer sowie Spot und reservierte Kapazität.
• Der Lernmodus stellt Prüfungsfragen; die Angebotsansicht exportiert ein PDF für den Kunden.

Der Beispielplan zeigt jede Ansicht ausgefüllt. Seine Preise und Raten sind beispielhaft.</translation>
    </message>
    <message>
        <source>Explore the &amp;Example Plan</source>
        <translation>&amp;Beispielplan erkunden</translation>
    </message>
    <message>
        <source>Start an E&amp;mpty Plan</source>
        <translation>&amp;Leeren Plan beginnen</translation>
    </message>
</context>
<context>
    <name>gpui::WorkbenchControls</name>
    <message>
        <source>Goodput inputs</source>
        <translation>Goodput-Eingaben</translation>
    </message>
    <message>
        <source>Apply a preset…</source>
        <translation>Voreinstellung anwenden…</translation>
    </message>
    <message>
        <source>Presets</source>
        <translation>Voreinstellungen</translation>
    </message>
    <message>
        <source>Scale</source>
        <translation>Größe</translation>
    </message>
    <message>
        <source>Scheduling goodput</source>
        <translation>Scheduling-Goodput</translation>
    </message>
    <message>
        <source>Runtime goodput</source>
        <translation>Laufzeit-Goodput</translation>
    </message>
    <message>
        <source>Program goodput</source>
        <translation>Programm-Goodput</translation>
    </message>
    <message>
        <source>Change %1</source>
        <translation>%1 ändern</translation>
    </message>
    <message>
        <source>Derive MFU from Throughput…</source>
        <translation>MFU aus Durchsatz ableiten…</translation>
    </message>
    <message>
        <source>MFU = tokens/s × FLOPs per token / (chips × peak FLOP/s)</source>
        <translation>MFU = Tokens/s × FLOPs je Token / (Chips × Spitzen-FLOP/s)</translation>
    </message>
    <message>
        <source>Apply preset “%1”</source>
        <translation>Voreinstellung „%1“ anwenden</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Warnung</translation>
    </message>
    <message>
        <source>%1
Source: %2</source>
        <translation>%1
Quelle: %2</translation>
    </message>
    <message>
        <source>Starting points: typical shapes of a deployment, or a published deployment&apos;s reliability with its source.</source>
        <translation>Ausgangspunkte: typische Formen eines Einsatzes oder die veröffentlichte Zuverlässigkeit eines Einsatzes mit ihrer Quelle.</translation>
    </message>
    <message>
        <source>Presets are illustrative unless they name a published source.</source>
        <translation>Voreinstellungen sind beispielhaft, sofern sie keine veröffentlichte Quelle nennen.</translation>
    </message>
    <message>
        <source>Checkpoints</source>
        <translation>Checkpoints</translation>
    </message>
    <message>
        <source>Where the MFU comes from</source>
        <translation>Woher die MFU stammt</translation>
    </message>
    <message>
        <source>Program goodput is %1 on %2. Moving the slider makes the plan&apos;s own MFU the source.</source>
        <translation>Der Programm-Goodput beträgt %1 auf %2. Wird der Regler bewegt, wird die eigene MFU des Plans zur Quelle.</translation>
    </message>
    <message>
        <source>Job MTBF %1 between any two interruptions (all %2 nodes); %3 between those that lose progress</source>
        <translation>Job-MTBF %1 zwischen zwei beliebigen Unterbrechungen (alle %2 Knoten); %3 zwischen denen, die Fortschritt verlieren</translation>
    </message>
</context>
<context>
    <name>gpui::WorkbenchView</name>
    <message>
        <source>Goodput workbench</source>
        <translation>Goodput-Werkbank</translation>
    </message>
    <message>
        <source>Goodput</source>
        <translation>Goodput</translation>
    </message>
    <message>
        <source>Scale and sensitivity</source>
        <translation>Größe und Empfindlichkeit</translation>
    </message>
    <message>
        <source>Simulation</source>
        <translation>Simulation</translation>
    </message>
    <message>
        <source>This plan is for serving: the workbench models a training job&apos;s goodput and its figures do not enter the serving costs. The Costs view plans the serving; &quot;This plan is for&quot; there turns the plan back to training.</source>
        <translation>Dieser Plan ist für das Serving: Die Werkbank modelliert den Goodput eines Trainingsjobs, und ihre Zahlen gehen nicht in die Serving-Kosten ein. Die Kostenansicht plant das Serving; „Dieser Plan ist für“ dort macht den Plan wieder zu einem Trainingsplan.</translation>
    </message>
    <message>
        <source>This plan is for serving</source>
        <translation>Dieser Plan ist für das Serving</translation>
    </message>
</context>
<context>
    <name>gpui::switchtable</name>
    <message>
        <source>Provisioning</source>
        <translation>Bereitstellung</translation>
    </message>
    <message>
        <source>Change provisioning</source>
        <translation>Bereitstellung ändern</translation>
    </message>
    <message>
        <source>Flexible consumption (DWS, on-demand, CUD, Spot) drives scheduling goodput. Reservations and DWS calendar mode have their capacity before the window starts.</source>
        <translation>Flexible Nutzung (DWS, On-Demand, CUD, Spot) bestimmt den Scheduling-Goodput. Reservierungen und der DWS-Calendar-Modus haben ihre Kapazität, bevor das Fenster beginnt.</translation>
    </message>
    <message>
        <source>Hot spares (nodes)</source>
        <translation>Hot Spares (Knoten)</translation>
    </message>
    <message>
        <source>Hot spares</source>
        <translation>Hot Spares</translation>
    </message>
    <message>
        <source>Change hot spares</source>
        <translation>Hot Spares ändern</translation>
    </message>
    <message>
        <source>Hot spares (none / some)</source>
        <translation>Hot Spares (keine / einige)</translation>
    </message>
    <message>
        <source>Keep pre-provisioned, idle resources ready to take over, minimizing the time to schedule resources when resuming from an interruption.</source>
        <translation>Vorab bereitgestellte, ungenutzte Ressourcen zur Übernahme bereithalten, um die Zeit zum Einplanen von Ressourcen nach einer Unterbrechung zu minimieren.</translation>
    </message>
    <message>
        <source>Interruptions also strike during recovery</source>
        <translation>Unterbrechungen treffen auch die Wiederherstellung</translation>
    </message>
    <message>
        <source>Failures during a recovery</source>
        <translation>Ausfälle während einer Wiederherstellung</translation>
    </message>
    <message>
        <source>Toggle failures during recovery</source>
        <translation>Ausfälle während der Wiederherstellung umschalten</translation>
    </message>
    <message>
        <source>Failures do not wait for a recovery to finish: an interruption during a reschedule, a resume or an emergency save starts the recovery again (Daly&apos;s assumption). Plans made before this switch existed have it off.</source>
        <translation>Ausfälle warten nicht auf das Ende einer Wiederherstellung: Eine Unterbrechung während einer Neuplanung, einer Wiederaufnahme oder einer Notfall-Speicherung startet die Wiederherstellung neu (Dalys Annahme). Pläne von vor diesem Schalter haben ihn aus.</translation>
    </message>
    <message>
        <source>Auto-checkpoint on SIGTERM</source>
        <translation>Auto-Checkpoint bei SIGTERM</translation>
    </message>
    <message>
        <source>Auto-checkpointing</source>
        <translation>Automatisches Checkpointing</translation>
    </message>
    <message>
        <source>Toggle auto-checkpointing</source>
        <translation>Auto-Checkpointing umschalten</translation>
    </message>
    <message>
        <source>Auto-checkpointing (off / on)</source>
        <translation>Auto-Checkpointing (aus / an)</translation>
    </message>
    <message>
        <source>The job triggers a checkpoint on a SIGTERM signal that warns of imminent interruption, cutting progress lost since the last checkpoint (Orbax, MaxText).</source>
        <translation>Der Job löst bei einem SIGTERM-Signal, das vor einer baldigen Unterbrechung warnt, einen Checkpoint aus und verringert so den seit dem letzten Checkpoint verlorenen Fortschritt (Orbax, MaxText).</translation>
    </message>
    <message>
        <source>Preload containers from a secondary boot disk</source>
        <translation>Container von einem sekundären Boot-Laufwerk vorab laden</translation>
    </message>
    <message>
        <source>Container preloading</source>
        <translation>Container-Vorabladen</translation>
    </message>
    <message>
        <source>Toggle container preloading</source>
        <translation>Container-Vorabladen umschalten</translation>
    </message>
    <message>
        <source>Container preloading (off / on)</source>
        <translation>Container-Vorabladen (aus / an)</translation>
    </message>
    <message>
        <source>On GKE, preload containers and models from a secondary boot disk so images are available almost instantly when a failed node returns: minimizes t_rm.</source>
        <translation>Auf GKE Container und Modelle von einem sekundären Boot-Laufwerk vorab laden, damit Images fast sofort bereitstehen, wenn ein ausgefallener Knoten zurückkehrt: minimiert t_rm.</translation>
    </message>
    <message>
        <source>Restart failed nodes inside the job</source>
        <translation>Ausgefallene Knoten im Job neu starten</translation>
    </message>
    <message>
        <source>In-job restart</source>
        <translation>Neustart im Job</translation>
    </message>
    <message>
        <source>Toggle in-job restart</source>
        <translation>Neustart im Job umschalten</translation>
    </message>
    <message>
        <source>In-job restart (off / on)</source>
        <translation>Neustart im Job (aus / an)</translation>
    </message>
    <message>
        <source>In-job restart (nvidia-resiliency-ext, torchft): after a failure, a maintenance preemption or a straggler&apos;s eviction the healthy ranks stay and the job restarts in place, without pulling its image: around a free hot spare at once, else once the node&apos;s replacement comes. Spot preemptions still restart the whole job.</source>
        <translation>Neustart im Job (nvidia-resiliency-ext, torchft): Nach einem Ausfall, einer Wartungsunterbrechung oder der Entfernung eines Nachzüglers bleiben die gesunden Ranks, und der Job startet an Ort und Stelle neu, ohne sein Image zu laden: mit einem freien Hot Spare sofort, sonst sobald der Ersatz des Knotens kommt. Spot-Unterbrechungen starten weiterhin den ganzen Job neu.</translation>
    </message>
    <message>
        <source>State replicated in memory (loses only the step)</source>
        <translation>Zustand im Speicher repliziert (verliert nur den Schritt)</translation>
    </message>
    <message>
        <source>State replicated in memory</source>
        <translation>Zustand im Speicher repliziert</translation>
    </message>
    <message>
        <source>Toggle replicated state</source>
        <translation>Replizierten Zustand umschalten</translation>
    </message>
    <message>
        <source>With in-job restart, the training state lives in the peers&apos; memory as well (torchft, nvidia-resiliency-ext&apos;s in-memory checkpoint): a failure loses only the step it struck, not the progress since the last checkpoint, and the restart reads no checkpoint.</source>
        <translation>Mit dem Neustart im Job liegt der Trainingszustand auch im Speicher der Peers (torchft, der In-Memory-Checkpoint von nvidia-resiliency-ext): ein Ausfall verliert nur den Schritt, den er traf, nicht den Fortschritt seit dem letzten Checkpoint, und der Neustart liest keinen Checkpoint.</translation>
    </message>
    <message>
        <source>Shrink the job while a node is replaced</source>
        <translation>Den Job verkleinern, während ein Knoten ersetzt wird</translation>
    </message>
    <message>
        <source>Elastic shrink</source>
        <translation>Elastisches Verkleinern</translation>
    </message>
    <message>
        <source>Toggle elastic shrink</source>
        <translation>Elastisches Verkleinern umschalten</translation>
    </message>
    <message>
        <source>Elastic shrink (off / on)</source>
        <translation>Elastisches Verkleinern (aus / an)</translation>
    </message>
    <message>
        <source>Elastic training (torchft, ByteRobust): with in-job restart, the job goes on with one data-parallel replica fewer while the lost node is replaced, instead of waiting for it, then grows back.</source>
        <translation>Elastisches Training (torchft, ByteRobust): Mit Neustart im Job läuft der Job mit einem datenparallelen Replikat weniger weiter, während der verlorene Knoten ersetzt wird, statt darauf zu warten, und wächst dann wieder.</translation>
    </message>
    <message>
        <source>Detect and evict stragglers automatically</source>
        <translation>Nachzügler automatisch erkennen und entfernen</translation>
    </message>
    <message>
        <source>Straggler detection</source>
        <translation>Nachzüglererkennung</translation>
    </message>
    <message>
        <source>Toggle straggler detection</source>
        <translation>Nachzüglererkennung umschalten</translation>
    </message>
    <message>
        <source>Straggler detection (off / on)</source>
        <translation>Nachzüglererkennung (aus / an)</translation>
    </message>
    <message>
        <source>Straggler detection (nvidia-resiliency-ext): each rank&apos;s step time is compared with its peers&apos; and a slow node is evicted within minutes, instead of when people notice.</source>
        <translation>Nachzüglererkennung (nvidia-resiliency-ext): Die Schrittzeit jedes Ranks wird mit der seiner Nachbarn verglichen, und ein langsamer Knoten wird in Minuten entfernt, statt wenn Menschen es bemerken.</translation>
    </message>
    <message>
        <source>The save cost is measured</source>
        <translation>Die Speicherdauer ist gemessen</translation>
    </message>
    <message>
        <source>Save time as measured</source>
        <translation>Speicherzeit wie gemessen</translation>
    </message>
    <message>
        <source>Mark the save cost measured</source>
        <translation>Speicherdauer als gemessen markieren</translation>
    </message>
    <message>
        <source>A save cost measured on the job wins over the one derived from the state and the bandwidth.</source>
        <translation>Eine am Job gemessene Speicherdauer hat Vorrang vor der aus Zustand und Bandbreite abgeleiteten.</translation>
    </message>
    <message>
        <source>Asynchronous saves</source>
        <translation>Asynchrones Speichern</translation>
    </message>
    <message>
        <source>Toggle asynchronous saves</source>
        <translation>Asynchrones Speichern umschalten</translation>
    </message>
    <message>
        <source>Asynchronous saves (off / on)</source>
        <translation>Asynchrone Sicherungen (aus / an)</translation>
    </message>
    <message>
        <source>Orbax and PyTorch distributed checkpointing save in the background: the job stalls only for the blocking part, and the optimum interval uses it.</source>
        <translation>Orbax und PyTorch Distributed Checkpointing speichern im Hintergrund: Der Job hält nur für den blockierenden Teil an, und das optimale Intervall verwendet ihn.</translation>
    </message>
    <message>
        <source>Fast tier in host memory or on local SSD</source>
        <translation>Schnelle Stufe im Hostspeicher oder auf lokaler SSD</translation>
    </message>
    <message>
        <source>Fast checkpoint tier</source>
        <translation>Schnelle Checkpoint-Stufe</translation>
    </message>
    <message>
        <source>Toggle the fast checkpoint tier</source>
        <translation>Schnelle Checkpoint-Stufe umschalten</translation>
    </message>
    <message>
        <source>Fast checkpoint tier (off / on)</source>
        <translation>Schnelle Checkpoint-Stufe (aus / an)</translation>
    </message>
    <message>
        <source>Multi-tier checkpointing (Orbax, MaxText, GKE): frequent cheap saves to host memory or local SSD, copied to peers, beside the persistent saves to object storage. An interruption the fast tier&apos;s copies outlive resumes from it, sooner and from later progress.</source>
        <translation>Mehrstufiges Checkpointing (Orbax, MaxText, GKE): häufige, günstige Sicherungen in den Hostspeicher oder auf lokale SSD, zu Nachbarn kopiert, neben den dauerhaften Sicherungen im Objektspeicher. Eine Unterbrechung, die die Kopien der schnellen Stufe überstehen, setzt dort fort, früher und mit späterem Fortschritt.</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Plan accelerator choice, failure recovery and the cost of ML training.</source>
        <translation>Beschleunigerwahl, Ausfallwiederherstellung und Kosten von ML-Training planen.</translation>
    </message>
    <message>
        <source>Write the plan&apos;s proposal to &lt;file&gt; as PDF, without opening a window.</source>
        <translation>Das Angebot des Plans als PDF nach &lt;file&gt; schreiben, ohne ein Fenster zu öffnen.</translation>
    </message>
    <message>
        <source>file</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>Recover Unsaved Changes</source>
        <translation>Ungesicherte Änderungen wiederherstellen</translation>
    </message>
    <message>
        <source>Goodput Planner did not close normally last time. Recover the plan with its unsaved changes?</source>
        <translation>Goodput Planner wurde beim letzten Mal nicht normal beendet. Den Plan mit seinen ungesicherten Änderungen wiederherstellen?</translation>
    </message>
    <message>
        <source>Use &lt;code&gt; for this run: en, de or ja (default: the saved choice, else the system&apos;s).</source>
        <translation>&lt;code&gt; für diesen Lauf verwenden: en, de oder ja (Standard: die gespeicherte Wahl, sonst die des Systems).</translation>
    </message>
    <message>
        <source>code</source>
        <translation>Code</translation>
    </message>
    <message>
        <source>%1, autosaved %2</source>
        <translation>%1, automatisch gesichert %2</translation>
    </message>
    <message numerus="yes">
        <source>The first is recovered now; %n more will be offered at the next start.</source>
        <translation>
            <numerusform>Der erste wird jetzt wiederhergestellt; %n weiterer wird beim nächsten Start angeboten.</numerusform>
            <numerusform>Der erste wird jetzt wiederhergestellt; %n weitere werden beim nächsten Start angeboten.</numerusform>
        </translation>
    </message>
    <message>
        <source>A plan file to open (.gpplan), or a graph pack to install (.gpgraphs).</source>
        <translation>Eine zu öffnende Plandatei (.gpplan) oder ein zu installierendes Graphpaket (.gpgraphs).</translation>
    </message>
</context>
<context>
    <name>std</name>
    <message>
        <source>The %1 has no SkyPilot name known to this catalog: the task names it by the catalog&apos;s id, which SkyPilot may not know.</source>
        <translation>Für die %1 kennt dieser Katalog keinen SkyPilot-Namen: Der Task nennt sie mit der ID des Katalogs, die SkyPilot womöglich nicht kennt.</translation>
    </message>
</context>
</TS>
