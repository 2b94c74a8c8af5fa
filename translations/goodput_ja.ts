<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP">
<context>
    <name>QLabel</name>
    <message>
        <source>Error</source>
        <translation>エラー</translation>
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
        <translation>「%1」</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1: %2 Gotcha: %3</source>
        <translation>%1：%2 注意点：%3</translation>
    </message>
    <message>
        <source>%1: at “%2” the answer is “%3”. What comes next?</source>
        <translation>%1：「%2」への答えは「%3」です。次は何ですか？</translation>
    </message>
    <message>
        <source>Scheduling goodput</source>
        <translation>スケジューリング・グッドプット</translation>
    </message>
    <message>
        <source>Runtime goodput</source>
        <translation>ランタイム・グッドプット</translation>
    </message>
    <message>
        <source>Program goodput (MFU)</source>
        <translation>プログラム・グッドプット（MFU）</translation>
    </message>
    <message>
        <source>Which goodput does this technique improve: %1?</source>
        <translation>この手法が改善するグッドプットはどれですか：%1？</translation>
    </message>
    <message>
        <source>%1 improves %2. %3</source>
        <translation>%1 は%2を改善します。%3</translation>
    </message>
    <message>
        <source>A %1 h evaluation window has %2 interruptions, each with t_rm = %3 h to resume, t_ch = %4 h of progress lost and t_re = %5 h to reschedule. What is the runtime goodput, in percent?</source>
        <translation>%1 時間の評価期間に %2 回の中断があり、それぞれ再開に t_rm = %3 時間、失われる進捗が t_ch = %4 時間、再スケジュールに t_re = %5 時間かかります。ランタイム・グッドプットは何パーセントですか？</translation>
    </message>
    <message>
        <source>Choosing the right GPU</source>
        <translation>適切な GPU の選び方</translation>
    </message>
    <message>
        <source>Which GPU?</source>
        <translation>どの GPU？</translation>
    </message>
    <message>
        <source>Branch on training vs inferencing, then on scale (VMs / GPU count), latency and model type to reach a recommendation.</source>
        <translation>トレーニングか推論かで分岐し、次に規模（VM 数 / GPU 数）、レイテンシ、モデルの種類で分岐して推奨に至ります。</translation>
    </message>
    <message>
        <source>Is the workload training / fine-tuning or inferencing?</source>
        <translation>ワークロードはトレーニング / ファインチューニングですか、それとも推論ですか？</translation>
    </message>
    <message>
        <source>Training teaches a model new patterns or adapts an existing model to specific data: compute-intensive, memory-hungry, runs for extended periods. Inferencing applies a pre-trained model to new data: less compute, but often needs high throughput and low latency.</source>
        <translation>トレーニングはモデルに新しいパターンを学習させる、または既存のモデルを特定のデータに適応させるもので、計算負荷とメモリ消費が大きく、長時間実行されます。推論は事前学習済みモデルを新しいデータに適用するもので、計算量は少ないものの高スループットと低レイテンシが求められることが多いです。</translation>
    </message>
    <message>
        <source>Training or fine-tuning</source>
        <translation>トレーニングまたはファインチューニング</translation>
    </message>
    <message>
        <source>Inferencing</source>
        <translation>推論</translation>
    </message>
    <message>
        <source>How large is the training job?</source>
        <translation>トレーニングジョブの規模は？</translation>
    </message>
    <message>
        <source>Scale matters immensely: model size, number of VMs and total GPU count drive the hardware tier.</source>
        <translation>規模は極めて重要です。モデルサイズ、VM 数、GPU の総数がハードウェアのクラスを決めます。</translation>
    </message>
    <message>
        <source>Single VM or small model</source>
        <translation>単一 VM または小規模モデル</translation>
    </message>
    <message>
        <source>Distributed, up to 4 VMs / 32 GPUs</source>
        <translation>分散、VM 4 台 / GPU 32 基まで</translation>
    </message>
    <message>
        <source>Distributed, more than 4 VMs / 32 GPUs</source>
        <translation>分散、VM 4 台 / GPU 32 基超</translation>
    </message>
    <message>
        <source>Is it a transformer-based large model (BERT, GPT, other LLMs)?</source>
        <translation>Transformer ベースの大規模モデル（BERT、GPT、その他の LLM）ですか？</translation>
    </message>
    <message>
        <source>Large transformer models need high VRAM plus fast inter-GPU communication even inside one VM.</source>
        <translation>大規模な Transformer モデルは、1 台の VM 内であっても大容量 VRAM と高速な GPU 間通信を必要とします。</translation>
    </message>
    <message>
        <source>No: a small or conventional model</source>
        <translation>いいえ：小規模または従来型のモデル</translation>
    </message>
    <message>
        <source>Yes: a large transformer model</source>
        <translation>はい：大規模な Transformer モデル</translation>
    </message>
    <message>
        <source>Is latency critical?</source>
        <translation>レイテンシは重要ですか？</translation>
    </message>
    <message>
        <source>Latency is a deciding factor: if the application needs rapid responses or quick iteration, prioritize high-speed interconnects like NVLink.</source>
        <translation>レイテンシは決定要因です。アプリケーションに素早い応答や高速な反復が必要なら、NVLink などの高速インターコネクトを優先してください。</translation>
    </message>
    <message>
        <source>Not critical</source>
        <translation>重要ではない</translation>
    </message>
    <message>
        <source>Critical</source>
        <translation>重要</translation>
    </message>
    <message>
        <source>Large transformer models need high VRAM plus fast inter-GPU communication.</source>
        <translation>大規模な Transformer モデルは、大容量 VRAM と高速な GPU 間通信を必要とします。</translation>
    </message>
    <message>
        <source>No</source>
        <translation>いいえ</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>はい</translation>
    </message>
    <message>
        <source>T4 or L4</source>
        <translation>T4 または L4</translation>
    </message>
    <message>
        <source>Efficient and cost-effective for a single VM or small models.</source>
        <translation>単一 VM や小規模モデルに効率的で費用対効果に優れます。</translation>
    </message>
    <message>
        <source>Always validate on your actual model and dataset: theoretical fit is a starting point, not a guarantee, especially for the T4/L4 tier.</source>
        <translation>必ず実際のモデルとデータセットで検証してください。理論上の適合は出発点であって保証ではありません。特に T4/L4 クラスでは注意が必要です。</translation>
    </message>
    <message>
        <source>L4</source>
        <translation>L4</translation>
    </message>
    <message>
        <source>A good balance of performance and efficiency for distributed training when latency is not critical.</source>
        <translation>レイテンシが重要でない分散トレーニングにおいて、性能と効率のバランスが良い選択です。</translation>
    </message>
    <message>
        <source>L4 tops out at 32 GPUs or 4 nodes for this use.</source>
        <translation>この用途では L4 は GPU 32 基またはノード 4 台までです。</translation>
    </message>
    <message>
        <source>NVLink options: H100, A100, even V100</source>
        <translation>NVLink 対応の選択肢：H100、A100、V100 も可</translation>
    </message>
    <message>
        <source>A high-bandwidth, low-latency interconnect for multi-GPU training at scale.</source>
        <translation>大規模なマルチ GPU トレーニング向けの、高帯域・低レイテンシなインターコネクトです。</translation>
    </message>
    <message>
        <source>For large-scale training the cost of failure rises quadratically with scale: plan checkpointing and recovery (see the goodput workbench).</source>
        <translation>大規模トレーニングでは障害コストが規模の 2 乗で増えます。チェックポイントと復旧を計画してください（グッドプット・ワークベンチを参照）。</translation>
    </message>
    <message>
        <source>Always validate performance with your actual workload before committing.</source>
        <translation>確定する前に、必ず実際のワークロードで性能を検証してください。</translation>
    </message>
    <message>
        <source>High VRAM plus fast inter-GPU communication for transformer-based large models.</source>
        <translation>Transformer ベースの大規模モデル向けに、大容量 VRAM と高速な GPU 間通信を備えます。</translation>
    </message>
    <message>
        <source>How is inference served?</source>
        <translation>推論はどのように提供されますか？</translation>
    </message>
    <message>
        <source>Inference uses less compute than training but often needs high throughput and low latency for real-time use.</source>
        <translation>推論はトレーニングより計算量が少ないものの、リアルタイム用途では高スループットと低レイテンシが求められることが多いです。</translation>
    </message>
    <message>
        <source>Single GPU</source>
        <translation>単一 GPU</translation>
    </message>
    <message>
        <source>Multiple GPUs in a single VM</source>
        <translation>単一 VM 内の複数 GPU</translation>
    </message>
    <message>
        <source>Strict response times (every millisecond counts) call for NVLink&apos;s bandwidth and low latency.</source>
        <translation>厳しい応答時間（1 ミリ秒を争う）には NVLink の帯域幅と低レイテンシが必要です。</translation>
    </message>
    <message>
        <source>Good cost/performance for single-GPU throughput.</source>
        <translation>単一 GPU のスループットでコストパフォーマンスに優れます。</translation>
    </message>
    <message>
        <source>Validate for your scenario: theoretical fit is a starting point, not a guarantee, especially for the T4/L4 tier.</source>
        <translation>ご自身のシナリオで検証してください。理論上の適合は出発点であって保証ではありません。特に T4/L4 クラスでは注意が必要です。</translation>
    </message>
    <message>
        <source>T4 or L4 (if performance validates)</source>
        <translation>T4 または L4（性能が確認できた場合）</translation>
    </message>
    <message>
        <source>The T4/L4 recommendation often extends to several GPUs within a single VM.</source>
        <translation>T4/L4 の推奨は、単一 VM 内の複数 GPU にも当てはまることがよくあります。</translation>
    </message>
    <message>
        <source>Only if performance validates: test on your actual model and dataset before committing.</source>
        <translation>性能が確認できた場合のみ：確定する前に、実際のモデルとデータセットで試してください。</translation>
    </message>
    <message>
        <source>Scales moderately for distributed inference when latency is not critical.</source>
        <translation>レイテンシが重要でない分散推論では、ほどよくスケールします。</translation>
    </message>
    <message>
        <source>Always validate on your workload before committing.</source>
        <translation>確定する前に、必ず実際のワークロードで検証してください。</translation>
    </message>
    <message>
        <source>Bandwidth and low latency for high-throughput, strict-response-time inference.</source>
        <translation>高スループットで応答時間の厳しい推論に必要な帯域幅と低レイテンシを備えます。</translation>
    </message>
    <message>
        <source>Optimizing cost and efficiency</source>
        <translation>コストと効率の最適化</translation>
    </message>
    <message>
        <source>Cost and efficiency</source>
        <translation>コストと効率</translation>
    </message>
    <message>
        <source>On A100-or-higher GPUs: find the bottleneck, right-size, then reserve once fast enough or migrate to TPU if not.</source>
        <translation>A100 以上の GPU では、ボトルネックを見つけて適正なサイズにし、十分速くなれば予約、そうでなければ TPU への移行を検討します。</translation>
    </message>
    <message>
        <source>Identify the bottleneck</source>
        <translation>ボトルネックを特定する</translation>
    </message>
    <message>
        <source>Once you are on A100-or-higher GPUs, this flow trims cost by right-sizing to the bottleneck. Measure GPU and memory utilization first.</source>
        <translation>A100 以上の GPU を使っている場合、このフローはボトルネックに合わせた適正化でコストを削減します。まず GPU とメモリの使用率を測定してください。</translation>
    </message>
    <message>
        <source>Bottleneck identified</source>
        <translation>ボトルネックを特定</translation>
    </message>
    <message>
        <source>What did you find?</source>
        <translation>何が見つかりましたか？</translation>
    </message>
    <message>
        <source>Low GPU or memory utilization means over-provisioning. A model that struggles to fit needs its size or data configuration adjusted.</source>
        <translation>GPU やメモリの使用率が低いのは過剰なプロビジョニングを意味します。収まりにくいモデルでは、サイズやデータ構成の調整が必要です。</translation>
    </message>
    <message>
        <source>Low GPU or memory utilization</source>
        <translation>GPU またはメモリの使用率が低い</translation>
    </message>
    <message>
        <source>Model struggles to fit</source>
        <translation>モデルが収まりにくい</translation>
    </message>
    <message>
        <source>Move parts of the workload to cheaper T4/L4 GPUs or smaller instance shapes</source>
        <translation>ワークロードの一部を安価な T4/L4 GPU や小さいインスタンス形状に移す</translation>
    </message>
    <message>
        <source>Do this even if the model fits comfortably on the A100: its full power is not needed.</source>
        <translation>モデルが A100 に余裕で収まる場合でも、そうしてください。A100 の性能をすべて使う必要はありません。</translation>
    </message>
    <message>
        <source>Right-sized</source>
        <translation>適正化済み</translation>
    </message>
    <message>
        <source>Adjust model size or data configuration</source>
        <translation>モデルサイズまたはデータ構成を調整する</translation>
    </message>
    <message>
        <source>Make better use of the existing high-end GPU.</source>
        <translation>既存のハイエンド GPU をより有効に活用します。</translation>
    </message>
    <message>
        <source>Adjusted</source>
        <translation>調整済み</translation>
    </message>
    <message>
        <source>Fast enough?</source>
        <translation>十分速いですか？</translation>
    </message>
    <message>
        <source>Compare the measured training speed with what the project needs.</source>
        <translation>実測したトレーニング速度をプロジェクトの要件と比較します。</translation>
    </message>
    <message>
        <source>Can you update or rewrite the code?</source>
        <translation>コードを更新または書き換えられますか？</translation>
    </message>
    <message>
        <source>A TPU migration needs code changes.</source>
        <translation>TPU への移行にはコードの変更が必要です。</translation>
    </message>
    <message>
        <source>Does the model genuinely fit on the GPU?</source>
        <translation>モデルは本当にその GPU に収まりますか？</translation>
    </message>
    <message>
        <source>A TPU migration is not feasible: re-check the fit before optimizing further or simplifying.</source>
        <translation>TPU への移行は現実的ではありません。さらに最適化や簡素化を行う前に、適合性を再確認してください。</translation>
    </message>
    <message>
        <source>Yes, it fits</source>
        <translation>はい、収まります</translation>
    </message>
    <message>
        <source>No, it does not</source>
        <translation>いいえ、収まりません</translation>
    </message>
    <message>
        <source>Optimize further</source>
        <translation>さらに最適化する</translation>
    </message>
    <message>
        <source>Profile again and remove the next bottleneck.</source>
        <translation>再度プロファイリングし、次のボトルネックを取り除きます。</translation>
    </message>
    <message>
        <source>Optimized</source>
        <translation>最適化済み</translation>
    </message>
    <message>
        <source>Simplify the model</source>
        <translation>モデルを簡素化する</translation>
    </message>
    <message>
        <source>Reduce the model until it fits the GPU well.</source>
        <translation>GPU に十分収まるまでモデルを小さくします。</translation>
    </message>
    <message>
        <source>Simplified</source>
        <translation>簡素化済み</translation>
    </message>
    <message>
        <source>Commit to reservations for long-term savings</source>
        <translation>長期的な節約のために予約を確約する</translation>
    </message>
    <message>
        <source>The proof of concept succeeded: committing to reserved capacity lowers the price and secures availability.</source>
        <translation>概念実証に成功しました。予約容量を確約すると価格が下がり、可用性も確保できます。</translation>
    </message>
    <message>
        <source>Consider migrating to TPUs (e.g. TPU v5e)</source>
        <translation>TPU（例：TPU v5e）への移行を検討する</translation>
    </message>
    <message>
        <source>Potentially large gains when the code can be updated or rewritten.</source>
        <translation>コードを更新または書き換えられる場合、大きな改善が見込めます。</translation>
    </message>
    <message>
        <source>A migration is a code change: budget for the rewrite and validate the gains on your workload.</source>
        <translation>移行はコードの変更を伴います。書き換えの工数を見込み、実際のワークロードで効果を検証してください。</translation>
    </message>
    <message>
        <source>Optimizing GPU training time</source>
        <translation>GPU のトレーニング時間の最適化</translation>
    </message>
    <message>
        <source>Training time</source>
        <translation>トレーニング時間</translation>
    </message>
    <message>
        <source>Chase the bottleneck through the data, hardware, network and code layers in turn; after each fix ask &quot;fast enough?&quot; and either reserve resources or consider a TPU rewrite.</source>
        <translation>ボトルネックをデータ、ハードウェア、ネットワーク、コードの各レイヤーで順に追います。修正のたびに「十分速いか？」を確認し、リソースを予約するか TPU 向けの書き換えを検討します。</translation>
    </message>
    <message>
        <source>Is data loading the bottleneck?</source>
        <translation>データ読み込みがボトルネックですか？</translation>
    </message>
    <message>
        <source>Look for accelerators waiting on input: idle gaps between steps, input pipeline time.</source>
        <translation>入力待ちのアクセラレータを探します：ステップ間の空き時間、入力パイプラインの時間。</translation>
    </message>
    <message>
        <source>Change the data strategy: parallel loading, or copy data to faster storage such as pd-ssd</source>
        <translation>データ戦略を変更する：並列読み込み、または pd-ssd など高速なストレージへのデータコピー</translation>
    </message>
    <message>
        <source>Applied</source>
        <translation>適用済み</translation>
    </message>
    <message>
        <source>Is GPU utilization low?</source>
        <translation>GPU 使用率は低いですか？</translation>
    </message>
    <message>
        <source>The hardware layer: the GPU itself is the limit.</source>
        <translation>ハードウェアレイヤー：GPU 自体が限界です。</translation>
    </message>
    <message>
        <source>Move to a faster GPU (V100 to A100, or A100 to H100)</source>
        <translation>より高速な GPU に移行する（V100 から A100、または A100 から H100）</translation>
    </message>
    <message>
        <source>Moved</source>
        <translation>移行済み</translation>
    </message>
    <message>
        <source>Is network latency high?</source>
        <translation>ネットワークのレイテンシは高いですか？</translation>
    </message>
    <message>
        <source>Matters most in distributed setups.</source>
        <translation>分散構成で最も重要です。</translation>
    </message>
    <message>
        <source>Increase bandwidth: premium-tier networking, or an H100 Superblock</source>
        <translation>帯域幅を増やす：プレミアム ティアのネットワーク、または H100 Superblock</translation>
    </message>
    <message>
        <source>Review the source for optimization opportunities</source>
        <translation>最適化の余地がないかソースコードを見直す</translation>
    </message>
    <message>
        <source>None of the above: the problem is likely inefficient code. If the code is hard to update, help the customer update it.</source>
        <translation>いずれも該当しない：問題はおそらく非効率なコードです。コードの更新が難しければ、お客様の更新を支援してください。</translation>
    </message>
    <message>
        <source>Reviewed</source>
        <translation>見直し済み</translation>
    </message>
    <message>
        <source>Are code updates feasible?</source>
        <translation>コードの更新は可能ですか？</translation>
    </message>
    <message>
        <source>Profile again from the data layer</source>
        <translation>データレイヤーから再度プロファイリングする</translation>
    </message>
    <message>
        <source>The fixes changed the workload: the bottleneck may have moved back to an earlier layer.</source>
        <translation>修正によってワークロードが変わりました。ボトルネックが前のレイヤーに戻っている可能性があります。</translation>
    </message>
    <message>
        <source>Start over</source>
        <translation>やり直す</translation>
    </message>
    <message>
        <source>Reserve or commit resources</source>
        <translation>リソースを予約または確約する</translation>
    </message>
    <message>
        <source>Proof of concept succeeded: the training time meets the goal, so secure the capacity.</source>
        <translation>概念実証に成功：トレーニング時間が目標を満たしたので、容量を確保します。</translation>
    </message>
    <message>
        <source>Consider updating or rewriting for a TPU</source>
        <translation>TPU 向けの更新または書き換えを検討する</translation>
    </message>
    <message>
        <source>The GPU layers are exhausted and the code can change: a TPU rewrite may bring large gains.</source>
        <translation>GPU 側の手段は出尽くし、コードは変更可能です。TPU 向けの書き換えで大きな改善が得られる可能性があります。</translation>
    </message>
    <message>
        <source>A rewrite is a project of its own: validate the gains on your workload.</source>
        <translation>書き換えはそれ自体が一つのプロジェクトです。実際のワークロードで効果を検証してください。</translation>
    </message>
    <message>
        <source>Improving ML Productivity Goodput</source>
        <translation>ML Productivity Goodput の改善</translation>
    </message>
    <message>
        <source>Goodput</source>
        <translation>グッドプット</translation>
    </message>
    <message>
        <source>ML Productivity Goodput = scheduling x runtime x program goodput: find the low factor, then apply the technique that targets it.</source>
        <translation>ML Productivity Goodput = スケジューリング × ランタイム × プログラムのグッドプット：低い要素を見つけ、それを対象とする手法を適用します。</translation>
    </message>
    <message>
        <source>Which goodput factor is low?</source>
        <translation>低いグッドプット要素はどれですか？</translation>
    </message>
    <message>
        <source>Scheduling goodput: the fraction of time all resources the job needs are available. Runtime goodput: the fraction of available time spent making forward progress. Program goodput (MFU): the fraction of the hardware&apos;s peak the job extracts.</source>
        <translation>スケジューリング・グッドプット：ジョブに必要なすべてのリソースが利用可能な時間の割合。ランタイム・グッドプット：利用可能な時間のうち実際に進捗している割合。プログラム・グッドプット（MFU）：ジョブがハードウェアのピーク性能から引き出す割合。</translation>
    </message>
    <message>
        <source>What keeps resources unavailable?</source>
        <translation>リソースが利用できない原因は？</translation>
    </message>
    <message>
        <source>On-demand or preemptible instances can hit stockouts; slow rescheduling after an interruption also counts against scheduling goodput.</source>
        <translation>オンデマンドやプリエンプティブルのインスタンスは在庫切れになることがあります。中断後の再スケジュールが遅いことも、スケジューリング・グッドプットを下げます。</translation>
    </message>
    <message>
        <source>Stockouts: waiting for capacity</source>
        <translation>在庫切れ：容量待ち</translation>
    </message>
    <message>
        <source>Slow rescheduling after interruptions</source>
        <translation>中断後の再スケジュールが遅い</translation>
    </message>
    <message>
        <source>What dominates runtime badput?</source>
        <translation>ランタイムのバッドプットの主因は？</translation>
    </message>
    <message>
        <source>Badput per interruption is t_ch (progress lost since the last checkpoint) plus t_rm (time to resume). Minimize both.</source>
        <translation>中断 1 回あたりのバッドプットは t_ch（前回のチェックポイント以降に失われた進捗）と t_rm（再開までの時間）の和です。両方を最小化してください。</translation>
    </message>
    <message>
        <source>Progress lost since the last checkpoint (t_ch)</source>
        <translation>前回のチェックポイント以降に失われた進捗（t_ch）</translation>
    </message>
    <message>
        <source>Slow resume (t_rm)</source>
        <translation>再開が遅い（t_rm）</translation>
    </message>
    <message>
        <source>Do interruptions arrive with a SIGTERM warning?</source>
        <translation>中断は SIGTERM の警告付きで発生しますか？</translation>
    </message>
    <message>
        <source>Defrag preemption and maintenance warn the job with SIGTERM before the stop; hardware failures do not.</source>
        <translation>デフラグによるプリエンプションとメンテナンスは停止前に SIGTERM でジョブに警告しますが、ハードウェア障害は警告しません。</translation>
    </message>
    <message>
        <source>Yes: preemption, maintenance</source>
        <translation>はい：プリエンプション、メンテナンス</translation>
    </message>
    <message>
        <source>No: unwarned failures</source>
        <translation>いいえ：警告なしの障害</translation>
    </message>
    <message>
        <source>What limits MFU?</source>
        <translation>MFU を制限しているものは？</translation>
    </message>
    <message>
        <source>Program goodput is shaped by the distribution strategy, compute/communication overlap, memory-access efficiency and pipeline design.</source>
        <translation>プログラム・グッドプットは、分散戦略、計算と通信のオーバーラップ、メモリアクセスの効率、パイプライン設計によって決まります。</translation>
    </message>
    <message>
        <source>Complex computation blocks, long sequences</source>
        <translation>複雑な計算ブロック、長いシーケンス</translation>
    </message>
    <message>
        <source>Accelerator memory: activations recomputed</source>
        <translation>アクセラレータメモリ：アクティベーションを再計算</translation>
    </message>
    <message>
        <source>Matrix multiplication throughput</source>
        <translation>行列積のスループット</translation>
    </message>
    <message>
        <source>Reserve resources: DWS calendar mode, or DWS flex-start</source>
        <translation>リソースを予約する：DWS カレンダーモード、または DWS フレックススタート</translation>
    </message>
    <message>
        <source>Reserving compute up front ensures consistent availability and avoids stockouts; DWS flex mode starts the job only once all required resources are available.</source>
        <translation>コンピューティングを事前に予約すると安定した可用性が得られ、在庫切れを避けられます。DWS フレックスモードは、必要なリソースがすべて揃ってからジョブを開始します。</translation>
    </message>
    <message>
        <source>Reservations cost money while idle: size them to the run.</source>
        <translation>予約は使っていない間も費用がかかります。実行に合わせた規模にしてください。</translation>
    </message>
    <message>
        <source>Keep hot spares</source>
        <translation>ホットスペアを用意する</translation>
    </message>
    <message>
        <source>Pre-provisioned idle resources take over at once, minimizing the time to schedule resources when resuming from an interruption.</source>
        <translation>事前にプロビジョニングした待機リソースが即座に引き継ぎ、中断からの再開時にリソースをスケジュールする時間を最小化します。</translation>
    </message>
    <message>
        <source>Spares are paid for while idle.</source>
        <translation>スペアは待機中も費用がかかります。</translation>
    </message>
    <message>
        <source>Enable auto-checkpointing on SIGTERM (Orbax, MaxText)</source>
        <translation>SIGTERM での自動チェックポイントを有効にする（Orbax、MaxText）</translation>
    </message>
    <message>
        <source>A checkpoint triggered by the warning cuts the progress lost since the last checkpoint, t_ch.</source>
        <translation>警告をきっかけにチェックポイントを取ることで、前回のチェックポイント以降に失われる進捗 t_ch を減らせます。</translation>
    </message>
    <message>
        <source>The save must finish within the grace period, or the progress is lost anyway.</source>
        <translation>保存は猶予時間内に終える必要があります。そうでなければ結局進捗は失われます。</translation>
    </message>
    <message>
        <source>Tune the checkpoint interval (Young, Daly)</source>
        <translation>チェックポイント間隔を調整する（Young、Daly）</translation>
    </message>
    <message>
        <source>Unwarned failures lose on average half a checkpoint interval; the interval that balances save cost against lost work is about sqrt(2 x save cost x MTBF).</source>
        <translation>警告なしの障害では平均してチェックポイント間隔の半分が失われます。保存コストと失われる作業のバランスが取れる間隔は、約 sqrt(2 x 保存コスト x MTBF) です。</translation>
    </message>
    <message>
        <source>Failure cost rises quadratically with scale: re-optimize the interval when the cluster grows.</source>
        <translation>障害コストは規模の 2 乗で増えます。クラスタを拡大したら間隔を最適化し直してください。</translation>
    </message>
    <message>
        <source>Use container preloading from a secondary boot disk (GKE)</source>
        <translation>セカンダリブートディスクからのコンテナ事前読み込みを使う（GKE）</translation>
    </message>
    <message>
        <source>Images and models are available almost instantly when a failed node returns, minimizing t_rm: preloading a 16 GB container is about 29x faster than pulling it from a registry.</source>
        <translation>障害から復帰したノードでイメージとモデルがほぼ即座に利用可能になり、t_rm を最小化します。16 GB のコンテナの事前読み込みは、レジストリからの取得より約 29 倍高速です。</translation>
    </message>
    <message>
        <source>Preloading shortens the image pull only; restoring the checkpoint and warming up still take time.</source>
        <translation>事前読み込みで短縮されるのはイメージの取得だけです。チェックポイントの復元とウォームアップには引き続き時間がかかります。</translation>
    </message>
    <message>
        <source>Write custom kernels with XLA (Jax/Pallas): flash attention, block-sparse</source>
        <translation>XLA（Jax/Pallas）でカスタムカーネルを書く：flash attention、ブロックスパース</translation>
    </message>
    <message>
        <source>An escape hatch to hand-write kernels for complex computation blocks on Cloud TPUs and GPUs; such kernels significantly improve program goodput at larger sequence lengths.</source>
        <translation>Cloud TPU や GPU で複雑な計算ブロック用のカーネルを手書きするための手段です。こうしたカーネルは長いシーケンスでプログラム・グッドプットを大きく改善します。</translation>
    </message>
    <message>
        <source>Hand-written kernels are code to maintain: use them where profiling shows the block dominates.</source>
        <translation>手書きのカーネルは保守が必要なコードです。プロファイリングでそのブロックが支配的だと分かった箇所に使ってください。</translation>
    </message>
    <message>
        <source>Offload activations to host memory</source>
        <translation>アクティベーションをホストメモリにオフロードする</translation>
    </message>
    <message>
        <source>Activations from the forward pass go to host DRAM and come back for the backward pass, saving recomputation cycles.</source>
        <translation>フォワードパスのアクティベーションをホストの DRAM に退避し、バックワードパスで戻すことで、再計算のサイクルを節約します。</translation>
    </message>
    <message>
        <source>Host transfers must overlap with compute, or they cost more than they save.</source>
        <translation>ホストとの転送は計算と重ねる必要があります。そうしないと節約分より多くのコストがかかります。</translation>
    </message>
    <message>
        <source>Use int8 mixed precision (AQT)</source>
        <translation>int8 混合精度を使う（AQT）</translation>
    </message>
    <message>
        <source>Accurately Quantized Training maps a subset of matrix multiplications to 8-bit integers to boost efficiency without compromising model convergence.</source>
        <translation>Accurately Quantized Training は行列積の一部を 8 ビット整数で計算し、モデルの収束を損なわずに効率を高めます。</translation>
    </message>
    <message>
        <source>Check convergence on your own model before relying on it.</source>
        <translation>頼りにする前に、ご自身のモデルで収束を確認してください。</translation>
    </message>
    <message>
        <source>Google Cloud committed use discounts for accelerators: typical 1-year and 3-year percentages; confirm for the machine family and region.</source>
        <translation>Google Cloud のアクセラレータ向け確約利用割引：1 年および 3 年の一般的な割引率。マシンファミリーとリージョンについて確認してください。</translation>
    </message>
    <message>
        <source>NVIDIA T4 Tensor Core GPU datasheet: 65 TFLOPS FP16 (dense), 130 TOPS INT8, 16 GB GDDR6 at 320 GB/s, PCIe, 70 W</source>
        <translation>NVIDIA T4 Tensor Core GPU データシート：65 TFLOPS FP16（密）、130 TOPS INT8、16 GB GDDR6（320 GB/s）、PCIe、70 W</translation>
    </message>
    <message>
        <source>NVIDIA L4 Tensor Core GPU datasheet: 121 TFLOPS BF16 dense (242 with sparsity), 242 TFLOPS FP8 dense, 24 GB GDDR6 at 300 GB/s, PCIe, 72 W</source>
        <translation>NVIDIA L4 Tensor Core GPU データシート：121 TFLOPS BF16（密、スパース時 242）、242 TFLOPS FP8（密）、24 GB GDDR6（300 GB/s）、PCIe、72 W</translation>
    </message>
    <message>
        <source>NVIDIA V100 Tensor Core GPU datasheet (SXM2 16 GB): 125 TFLOPS FP16 tensor (no BF16), 900 GB/s HBM2, NVLink 300 GB/s, 300 W</source>
        <translation>NVIDIA V100 Tensor Core GPU データシート（SXM2 16 GB）：125 TFLOPS FP16 Tensor（BF16 非対応）、900 GB/s HBM2、NVLink 300 GB/s、300 W</translation>
    </message>
    <message>
        <source>NVIDIA A100 Tensor Core GPU datasheet (SXM 40 GB): 312 TFLOPS BF16 dense, 624 TOPS INT8, 1,555 GB/s HBM2, NVLink 600 GB/s, 400 W</source>
        <translation>NVIDIA A100 Tensor Core GPU データシート（SXM 40 GB）：312 TFLOPS BF16（密）、624 TOPS INT8、1,555 GB/s HBM2、NVLink 600 GB/s、400 W</translation>
    </message>
    <message>
        <source>NVIDIA A100 Tensor Core GPU datasheet (SXM 80 GB): 312 TFLOPS BF16 dense, 624 TOPS INT8, 2,039 GB/s HBM2e, NVLink 600 GB/s, 400 W</source>
        <translation>NVIDIA A100 Tensor Core GPU データシート（SXM 80 GB）：312 TFLOPS BF16（密）、624 TOPS INT8、2,039 GB/s HBM2e、NVLink 600 GB/s、400 W</translation>
    </message>
    <message>
        <source>NVIDIA H100 Tensor Core GPU datasheet (SXM5): 989 TFLOPS BF16 dense (1,979 with sparsity), 1,979 TFLOPS FP8 dense, 3.35 TB/s HBM3, NVLink 900 GB/s, up to 700 W</source>
        <translation>NVIDIA H100 Tensor Core GPU データシート（SXM5）：989 TFLOPS BF16（密、スパース時 1,979）、1,979 TFLOPS FP8（密）、3.35 TB/s HBM3、NVLink 900 GB/s、最大 700 W</translation>
    </message>
    <message>
        <source>NVIDIA H200 Tensor Core GPU datasheet (SXM): 989 TFLOPS BF16 dense, 1,979 TFLOPS FP8 dense, 141 GB HBM3e at 4.8 TB/s, NVLink 900 GB/s, up to 700 W</source>
        <translation>NVIDIA H200 Tensor Core GPU データシート（SXM）：989 TFLOPS BF16（密）、1,979 TFLOPS FP8（密）、141 GB HBM3e（4.8 TB/s）、NVLink 900 GB/s、最大 700 W</translation>
    </message>
    <message>
        <source>Google Cloud TPU v5e documentation: 197 TFLOPS BF16, 394 TOPS INT8, 16 GB HBM2 at 819 GB/s, ICI 1,600 Gbps per chip</source>
        <translation>Google Cloud TPU v5e ドキュメント：197 TFLOPS BF16、394 TOPS INT8、16 GB HBM2（819 GB/s）、チップあたり ICI 1,600 Gbps</translation>
    </message>
    <message>
        <source>Google Cloud TPU v5p documentation: 459 TFLOPS BF16, 918 TOPS INT8, 95 GB HBM2e at 2,765 GB/s, ICI 4,800 Gbps per chip</source>
        <translation>Google Cloud TPU v5p ドキュメント：459 TFLOPS BF16、918 TOPS INT8、95 GB HBM2e（2,765 GB/s）、チップあたり ICI 4,800 Gbps</translation>
    </message>
    <message>
        <source>Spot without auto-checkpointing</source>
        <translation>自動チェックポイントなしの Spot</translation>
    </message>
    <message>
        <source>Spot capacity: frequent warned preemptions, each losing the progress since the last checkpoint.</source>
        <translation>Spot 容量：警告付きのプリエンプションが頻繁に起こり、そのたびに前回のチェックポイント以降の進捗が失われます。</translation>
    </message>
    <message>
        <source>Spot with auto-checkpointing and preloading</source>
        <translation>自動チェックポイントと事前読み込みありの Spot</translation>
    </message>
    <message>
        <source>The same Spot capacity with a checkpoint on SIGTERM (Orbax, MaxText) and images preloaded from a secondary boot disk.</source>
        <translation>同じ Spot 容量に、SIGTERM でのチェックポイント（Orbax、MaxText）と、セカンダリブートディスクからのイメージの事前読み込みを加えたもの。</translation>
    </message>
    <message>
        <source>Reserved with hot spares</source>
        <translation>ホットスペア付きの予約</translation>
    </message>
    <message>
        <source>Reserved capacity (no wait for stockouts) with pre-provisioned spares that take over in minutes.</source>
        <translation>予約容量（在庫切れ待ちなし）と、数分で引き継ぐ事前プロビジョニング済みのスペア。</translation>
    </message>
    <message>
        <source>Large LLM pre-training</source>
        <translation>大規模 LLM の事前トレーニング</translation>
    </message>
    <message>
        <source>Thousands of accelerators for two months: failures are frequent at this scale and every one idles the whole job.</source>
        <translation>数千基のアクセラレータを 2 か月：この規模では障害が頻発し、そのたびにジョブ全体が停止します。</translation>
    </message>
    <message>
        <source>; </source>
        <translation>、</translation>
    </message>
    <message>
        <source>%1 is not a number.</source>
        <translation>%1 は数値ではありません。</translation>
    </message>
    <message>
        <source>%1 must be a finite number.</source>
        <translation>%1 は有限の数値でなければなりません。</translation>
    </message>
    <message>
        <source>%1 must not be negative.</source>
        <translation>%1 は負の値にできません。</translation>
    </message>
    <message>
        <source>%1 must be greater than zero.</source>
        <translation>%1 は 0 より大きくなければなりません。</translation>
    </message>
    <message>
        <source>%1 is out of range.</source>
        <translation>%1 が範囲外です。</translation>
    </message>
    <message>
        <source>%1 must be a whole number.</source>
        <translation>%1 は整数でなければなりません。</translation>
    </message>
    <message>
        <source>%1 is not a duration. Write a number with a unit such as 90s, 30m, 1.5h or 54d.</source>
        <translation>%1 は期間ではありません。90s、30m、1.5h、54d のように単位付きの数値で入力してください。</translation>
    </message>
    <message>
        <source>%1: interruptions and their recovery take longer than the evaluation window.</source>
        <translation>%1：中断とその復旧が評価期間より長くかかります。</translation>
    </message>
    <message>
        <source>%1: the initial wait fills the whole window.</source>
        <translation>%1：初期待ち時間が評価期間全体を占めています。</translation>
    </message>
    <message>
        <source>%1: give all of layers, heads, head dimension and sequence length, or none.</source>
        <translation>%1：レイヤー数、ヘッド数、ヘッド次元、シーケンス長はすべて指定するか、どれも指定しないでください。</translation>
    </message>
    <message>
        <source>%1: model FLOP utilization above 100%.</source>
        <translation>%1：モデル FLOP 使用率が 100% を超えています。</translation>
    </message>
    <message>
        <source>Cannot read %1.</source>
        <translation>%1 を読み込めません。</translation>
    </message>
    <message>
        <source>%1 is too large.</source>
        <translation>%1 が大きすぎます。</translation>
    </message>
    <message>
        <source>%1 is nested too deeply.</source>
        <translation>%1 の入れ子が深すぎます。</translation>
    </message>
    <message>
        <source>%1 is not valid JSON.</source>
        <translation>%1 は有効な JSON ではありません。</translation>
    </message>
    <message>
        <source>%1 has the wrong type.</source>
        <translation>%1 の型が正しくありません。</translation>
    </message>
    <message>
        <source>%1 is missing.</source>
        <translation>%1 がありません。</translation>
    </message>
    <message>
        <source>%1 has an unknown value.</source>
        <translation>%1 の値が不明です。</translation>
    </message>
    <message>
        <source>%1: this is not a Goodput Planner plan.</source>
        <translation>%1：Goodput Planner のプランではありません。</translation>
    </message>
    <message>
        <source>%1: this file was written by a newer version.</source>
        <translation>%1：このファイルは新しいバージョンで作成されています。</translation>
    </message>
    <message>
        <source>%1 has too many entries.</source>
        <translation>%1 の項目が多すぎます。</translation>
    </message>
    <message>
        <source>%1: the id is used more than once.</source>
        <translation>%1：ID が重複しています。</translation>
    </message>
    <message>
        <source>%1: a choice leads to a node that does not exist.</source>
        <translation>%1：選択肢の行き先のノードが存在しません。</translation>
    </message>
    <message>
        <source>%1: the start node does not exist.</source>
        <translation>%1：開始ノードが存在しません。</translation>
    </message>
    <message>
        <source>%1: no walk from the start reaches this node.</source>
        <translation>%1：開始点からこのノードに到達する経路がありません。</translation>
    </message>
    <message>
        <source>%1: a question needs two or more choices, an action exactly one.</source>
        <translation>%1：質問には 2 つ以上、アクションにはちょうど 1 つの選択肢が必要です。</translation>
    </message>
    <message>
        <source>%1: a recommendation or outcome cannot lead on.</source>
        <translation>%1：推奨や結果の先には進めません。</translation>
    </message>
    <message>
        <source>%1: a loop passes through no question.</source>
        <translation>%1：質問を通らないループがあります。</translation>
    </message>
    <message>
        <source>%1: the text is empty.</source>
        <translation>%1：テキストが空です。</translation>
    </message>
    <message>
        <source>%1 is a PDF without a Goodput Planner plan inside.</source>
        <translation>%1 は Goodput Planner のプランを含まない PDF です。</translation>
    </message>
    <message>
        <source>%1: invalid.</source>
        <translation>%1: 無効です。</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>One checkpoint save takes longer than the progress between saves: the job spends more time saving than training.</source>
        <translation>1 回のチェックポイント保存が保存間の進捗より長くかかります。ジョブは学習よりも保存に多くの時間を費やしています。</translation>
    </message>
    <message>
        <source>The checkpoint interval is less than half or more than twice Daly&apos;s optimum for this plan&apos;s failure rate: moving it towards the optimum raises runtime goodput.</source>
        <translation>チェックポイント間隔が、このプランの障害率に対する Daly の最適値の半分未満または 2 倍超です。最適値に近づけるとランタイムグッドプットが上がります。</translation>
    </message>
    <message>
        <source>%1 carries more than one Goodput Planner plan: detach the one you mean and open it.</source>
        <translation>%1 には Goodput Planner のプランが複数含まれています。目的のプランを取り出して開いてください。</translation>
    </message>
    <message>
        <source>%1 cannot be read as a PDF.</source>
        <translation>%1 は PDF として読み込めません。</translation>
    </message>
    <message>
        <source>%1: the simulation would take too many events. Fewer runs, a shorter window or rarer interruptions bring it within its budget.</source>
        <translation>%1: シミュレーションのイベント数が多すぎます。実行回数を減らすか、期間を短くするか、中断を少なくすると予算内に収まります。</translation>
    </message>
    <message>
        <source>Runtime goodput is below 5 %: interruptions come so often that almost no progress survives them. Shorten the checkpoint interval, shorten recovery or lower the interruption rates.</source>
        <translation>ランタイムグッドプットが 5 % 未満です。中断が頻繁すぎて進捗がほとんど残りません。チェックポイント間隔や復旧時間を短くするか、中断率を下げてください。</translation>
    </message>
    <message>
        <source>Auto-checkpointing on SIGTERM cannot take effect: one checkpoint save takes longer than a grace period, so those warned interruptions lose progress like failures.</source>
        <translation>SIGTERM 時の自動チェックポイントは効果がありません。1 回の保存が猶予時間より長いため、これらの予告付き中断も障害と同様に進捗を失います。</translation>
    </message>
    <message>
        <source>The checkpoint interval is longer than the running part of the window: no periodic checkpoint completes, so every interruption loses all progress made since the one before.</source>
        <translation>チェックポイント間隔が期間の実行部分より長いため、定期チェックポイントは一度も完了せず、各中断は前回以降の進捗をすべて失います。</translation>
    </message>
    <message>
        <source>The hot-spare pool is empty for most failures: nodes come back from repair more slowly than they fail. Add spares or shorten the repair time.</source>
        <translation>ほとんどの障害でホットスペアのプールが空です。ノードが修理から戻るより速く故障しています。スペアを増やすか修理時間を短くしてください。</translation>
    </message>
    <message>
        <source>More than a tenth of all interruptions strike during a recovery and start it again: recovery takes about as long as the time between interruptions. Shorten recovery or lower the rates.</source>
        <translation>中断の 1 割以上が復旧中に発生し、復旧をやり直させています。復旧時間が中断の間隔と同程度です。復旧を短くするか中断率を下げてください。</translation>
    </message>
    <message>
        <source>This window holds more interruptions than the Monte Carlo&apos;s event budget: the simulation cannot check these figures. A shorter window or rarer interruptions bring it within reach.</source>
        <translation>この期間の中断数はモンテカルロのイベント予算を超えるため、シミュレーションではこの数値を検証できません。期間を短くするか中断を少なくすると検証できます。</translation>
    </message>
    <message>
        <source>Llama 3 405B pre-training (Meta, 2024)</source>
        <translation>Llama 3 405B の事前学習 (Meta, 2024)</translation>
    </message>
    <message>
        <source>16,384 H100 GPUs for 54 days: 466 job interruptions, 47 planned and 419 unexpected, with more than 90% effective training time.</source>
        <translation>16,384 基の H100 GPU で 54 日間: ジョブの中断 466 回 (計画 47 回、予期しない 419 回)、実効学習時間は 90% 超。</translation>
    </message>
    <message>
        <source>A training job grows from 8 to %1 nodes with the same per-node failure rate, over the same evaluation window. About how many times more accelerator-hours do interruptions cost in that window?</source>
        <translation>学習ジョブが、ノードあたりの障害率は同じまま、同じ評価期間で 8 ノードから %1 ノードに拡大します。その期間に中断で失われるアクセラレータ時間はおよそ何倍になりますか?</translation>
    </message>
    <message>
        <source>In a fixed window failure cost scales quadratically: %1× the nodes means %1× the interruptions, each idling %1× the accelerators.</source>
        <translation>固定期間では障害コストは 2 乗で増えます。ノードが %1 倍なら中断も %1 倍になり、それぞれが %1 倍のアクセラレータを止めます。</translation>
    </message>
    <message>
        <source>For a fixed amount of training compute the run ends %1× sooner: %1× the interruption rate for 1/%1 of the time, each idling %1× the accelerators, so %1× the cost, not %1².</source>
        <translation>計算量が一定なら学習は %1 倍早く終わります。中断率は %1 倍で時間は 1/%1、各中断が止めるアクセラレータは %1 倍なので、コストは %1² 倍ではなく %1 倍です。</translation>
    </message>
    <message>
        <source>%1 is the cheapest accelerator that fits the model and finishes within the deadline of %2 days: %3 accelerators, %4 days.</source>
        <translation>%1 は、モデルがメモリに収まり %2 日の期限内に完了する最も安価なアクセラレータです：%3 基、%4 日。</translation>
    </message>
    <message>
        <source>The model fits no accelerator&apos;s memory under the plan&apos;s parallelism: shard the optimizer states and parameters (ZeRO-3 or FSDP), raise the tensor or pipeline parallel degree, or checkpoint activations.</source>
        <translation>プランの並列化ではどのアクセラレータのメモリにもモデルが収まりません。オプティマイザ状態とパラメータを分割する（ZeRO-3 または FSDP）、テンソル並列度かパイプライン並列度を上げる、またはアクティベーションを再計算してください。</translation>
    </message>
    <message>
        <source>No accelerator fits the model and finishes within %1 days. Closest: %2, %3 days on %4 accelerators; more nodes would bring more interruptions than progress. A deadline of %5 days, rarer interruptions or a faster recovery would admit it.</source>
        <translation>モデルが収まり %1 日以内に完了するアクセラレータはありません。最も近いのは %2：%4 基で %3 日。ノードを増やすと進捗より中断が増えます。%5 日の期限、中断の減少、または復旧の高速化で可能になります。</translation>
    </message>
    <message>
        <source>No accelerator fits the model and finishes within %1 days. Closest: %2, %3 days on %4 accelerators, the most its largest job allows. A deadline of %5 days, or a shorter run, would admit it.</source>
        <translation>モデルが収まり %1 日以内に完了するアクセラレータはありません。最も近いのは %2：最大ジョブの上限である %4 基で %3 日。%5 日の期限か、より短い学習で可能になります。</translation>
    </message>
    <message>
        <source>Illustrative: N1 machines take at most 4 T4, with no GPU interconnect between machines; data-parallel jobs beyond a few hundred cards are not practical. Confirm with the capacity team.</source>
        <translation>例示：N1 マシンは T4 を最大 4 基搭載でき、マシン間の GPU インターコネクトはありません。数百枚を超えるデータ並列ジョブは現実的ではありません。キャパシティ担当に確認してください。</translation>
    </message>
    <message>
        <source>None published for LLM training on this accelerator that this catalog could cite: the plan&apos;s MFU is used, and it says so.</source>
        <translation>このアクセラレータでの LLM 学習について、このカタログが引用できる公表値はありません。プランの MFU を使い、その旨を表示します。</translation>
    </message>
    <message>
        <source>Google Cloud Compute Engine list price of the machine type named, us-central1, divided by its accelerators (host included); GPU pricing and VM pricing pages, as of 2025-06. Prices differ by region and change often: confirm and override with the customer&apos;s quote.</source>
        <translation>記載のマシンタイプの Google Cloud Compute Engine 定価（us-central1）をアクセラレータ数で割った値（ホスト込み）。GPU と VM の料金ページ、2025-06 時点。価格は地域により異なり頻繁に変わります。顧客の見積もりで確認し上書きしてください。</translation>
    </message>
    <message>
        <source>Illustrative: G2 machines take at most 8 L4 over PCIe, with no GPU interconnect between machines. Confirm with the capacity team.</source>
        <translation>例示：G2 マシンは PCIe 経由で L4 を最大 8 基搭載でき、マシン間の GPU インターコネクトはありません。キャパシティ担当に確認してください。</translation>
    </message>
    <message>
        <source>Illustrative: N1 machines take at most 8 V100; confirm with the capacity team.</source>
        <translation>例示：N1 マシンは V100 を最大 8 基搭載できます。キャパシティ担当に確認してください。</translation>
    </message>
    <message>
        <source>GPT-3 175B, trained on V100: 21.3 % MFU (PaLM, Chowdhery et al. 2022, table 3).</source>
        <translation>V100 で学習した GPT-3 175B：MFU 21.3 %（PaLM、Chowdhery et al. 2022、表 3）。</translation>
    </message>
    <message>
        <source>Illustrative: A2 clusters of a few thousand GPUs; confirm with the capacity team.</source>
        <translation>例示：数千 GPU 規模の A2 クラスタ。キャパシティ担当に確認してください。</translation>
    </message>
    <message>
        <source>Megatron-Turing NLG 530B, trained on A100: 30.2 % MFU (PaLM, Chowdhery et al. 2022, table 3).</source>
        <translation>A100 で学習した Megatron-Turing NLG 530B：MFU 30.2 %（PaLM、Chowdhery et al. 2022、表 3）。</translation>
    </message>
    <message>
        <source>Llama 3 405B trained on 16,384 H100 in one job (Meta, 2024); cloud clusters of this size are by arrangement.</source>
        <translation>Llama 3 405B は 1 つのジョブで 16,384 基の H100 を使って学習されました（Meta、2024）。この規模のクラウドクラスタは個別調整です。</translation>
    </message>
    <message>
        <source>Llama 3 405B on 8,192 to 16,384 H100: 38 to 43 % BF16 MFU (Meta, &quot;The Llama 3 Herd of Models&quot;, 2024, table 4); 40 % taken.</source>
        <translation>8,192～16,384 基の H100 上の Llama 3 405B：BF16 MFU 38～43 %（Meta「The Llama 3 Herd of Models」2024、表 4）。40 % を採用。</translation>
    </message>
    <message>
        <source>Illustrative: as the H100&apos;s A3 clusters; confirm with the capacity team.</source>
        <translation>例示：H100 の A3 クラスタと同様。キャパシティ担当に確認してください。</translation>
    </message>
    <message>
        <source>Google Cloud TPU list price per chip-hour, us-central1 (a TPU VM&apos;s host is included in the chip price), Cloud TPU pricing page, as of 2025-06. Prices differ by region and change often: confirm and override with the customer&apos;s quote.</source>
        <translation>Google Cloud TPU のチップ時間あたり定価（us-central1、TPU VM のホストはチップ価格に含まれる）、Cloud TPU 料金ページ、2025-06 時点。価格は地域により異なり頻繁に変わります。顧客の見積もりで確認し上書きしてください。</translation>
    </message>
    <message>
        <source>Google Cloud TPU v5p documentation: a v5p pod has 8,960 chips, the largest single slice.</source>
        <translation>Google Cloud TPU v5p ドキュメント：v5p Pod は 8,960 チップで、単一スライスの最大です。</translation>
    </message>
    <message>
        <source>Google Cloud committed use discounts for Cloud TPU: typical 1-year and 3-year percentages; confirm for the region.</source>
        <translation>Cloud TPU の Google Cloud 確約利用割引：1 年と 3 年の典型的な割合。地域ごとに確認してください。</translation>
    </message>
    <message>
        <source>Google Cloud TPU v6e (Trillium) documentation: 918 TFLOPS BF16 peak, 1,836 TOPS INT8, 32 GB HBM at 1,640 GB/s, ICI 3,200 Gbps (400 GB/s) per chip</source>
        <translation>Google Cloud TPU v6e（Trillium）ドキュメント：チップあたり BF16 ピーク 918 TFLOPS、INT8 1,836 TOPS、HBM 32 GB（1,640 GB/s）、ICI 3,200 Gbps（400 GB/s）</translation>
    </message>
    <message>
        <source>%1 is not a goodput log: no line holds a job_name with a job, step, badput or checkpoint entry.</source>
        <translation>%1 はグッドプットログではありません：ジョブ・ステップ・バッドプット・チェックポイントのエントリを持つ job_name の行がありません。</translation>
    </message>
    <message>
        <source>%1: the log&apos;s entries give no consistent measurement.</source>
        <translation>%1：ログのエントリから整合した測定が得られません。</translation>
    </message>
    <message>
        <source>%1: cancelled.</source>
        <translation>%1：キャンセルしました。</translation>
    </message>
    <message>
        <source>%1 disruptions in %2 days on %3 nodes</source>
        <translation>%3 ノードで %2 日間に %1 回の中断</translation>
    </message>
    <message>
        <source>%1 s of infrastructure recovery per disruption</source>
        <translation>中断 1 回あたり %1 秒のインフラ復旧</translation>
    </message>
    <message>
        <source>%1 s of progress lost per disruption: about half a checkpoint interval</source>
        <translation>中断 1 回あたり %1 秒の進捗を喪失：チェックポイント間隔の約半分</translation>
    </message>
    <message>
        <source>%1 s from each start to training: initialization, preparation, startup, data loading and restore, over %2 starts</source>
        <translation>各開始から学習までの %1 秒：初期化、準備、起動、データ読み込み、復元（%2 回の開始の平均）</translation>
    </message>
    <message>
        <source>%1 s of blocking time per save, over %2 saves</source>
        <translation>保存 1 回あたり %1 秒のブロック時間（%2 回の保存）</translation>
    </message>
    <message>
        <source>an ideal step of %1 s for %2 tokens on %3 × %4</source>
        <translation>%3 × %4 で %2 トークンの理想ステップ %1 秒</translation>
    </message>
    <message>
        <source>Multi-tier checkpointing at 35,000 TPU v5p chips</source>
        <translation>35,000 基の TPU v5p チップでの多層チェックポイント</translation>
    </message>
    <message>
        <source>8,750 TPU v5p hosts interrupted about hourly: a fast checkpoint tier in host memory, replicated to a peer, every 2 minutes beside a persistent one in Cloud Storage every 10 minutes.</source>
        <translation>約 1 時間ごとに中断される 8,750 台の TPU v5p ホスト: ピアに複製されるホストメモリ上の高速チェックポイント層を 2 分ごとに、Cloud Storage 上の永続層を 10 分ごとに保存します。</translation>
    </message>
    <message>
        <source>Google Cloud N1 machines attach up to 4 T4 GPUs (GPU machine types, as of 2025-06)</source>
        <translation>Google Cloud の N1 マシンには T4 GPU を最大 4 基接続できます（GPU マシンタイプ、2025-06 時点）</translation>
    </message>
    <message>
        <source>Google Cloud G2 machine types: up to 8 L4 GPUs (g2-standard-96), on PCIe (GPU machine types, as of 2025-06)</source>
        <translation>Google Cloud の G2 マシンタイプ: L4 GPU を最大 8 基（g2-standard-96）、PCIe 接続（GPU マシンタイプ、2025-06 時点）</translation>
    </message>
    <message>
        <source>Google Cloud N1 machines attach up to 8 V100 GPUs, with NVLink (GPU machine types, as of 2025-06)</source>
        <translation>Google Cloud の N1 マシンには NVLink 付きの V100 GPU を最大 8 基接続できます（GPU マシンタイプ、2025-06 時点）</translation>
    </message>
    <message>
        <source>Google Cloud a2-megagpu-16g: 16 A100 40 GB behind NVSwitch (GPU machine types, as of 2025-06)</source>
        <translation>Google Cloud a2-megagpu-16g: NVSwitch で接続された A100 40 GB × 16（GPU マシンタイプ、2025-06 時点）</translation>
    </message>
    <message>
        <source>Google Cloud a2-ultragpu-8g: 8 A100 80 GB behind NVSwitch (GPU machine types, as of 2025-06)</source>
        <translation>Google Cloud a2-ultragpu-8g: NVSwitch で接続された A100 80 GB × 8（GPU マシンタイプ、2025-06 時点）</translation>
    </message>
    <message>
        <source>Google Cloud a3-highgpu-8g: 8 H100 behind NVSwitch (GPU machine types, as of 2025-06)</source>
        <translation>Google Cloud a3-highgpu-8g: NVSwitch で接続された H100 × 8（GPU マシンタイプ、2025-06 時点）</translation>
    </message>
    <message>
        <source>Google Cloud a3-ultragpu-8g: 8 H200 behind NVSwitch (GPU machine types, as of 2025-06)</source>
        <translation>Google Cloud a3-ultragpu-8g: NVSwitch で接続された H200 × 8（GPU マシンタイプ、2025-06 時点）</translation>
    </message>
    <message>
        <source>Google Cloud a4-highgpu-8g: 8 B200 behind NVSwitch (GPU machine types, as of 2025-06)</source>
        <translation>Google Cloud a4-highgpu-8g: NVSwitch で接続された B200 × 8（GPU マシンタイプ、2025-06 時点）</translation>
    </message>
    <message>
        <source>Cloud TPU v5e: 8 chips per host (ct5lp-hightpu-8t) (TPU v5e documentation, as of 2025-06)</source>
        <translation>Cloud TPU v5e: ホストあたり 8 チップ（ct5lp-hightpu-8t）（TPU v5e ドキュメント、2025-06 時点）</translation>
    </message>
    <message>
        <source>Cloud TPU v5p: 4 chips per host (TPU v5p documentation, as of 2025-06)</source>
        <translation>Cloud TPU v5p: ホストあたり 4 チップ（TPU v5p ドキュメント、2025-06 時点）</translation>
    </message>
    <message>
        <source>Cloud TPU v6e: 8 chips per host (ct6e-standard-8t) (TPU v6e documentation, as of 2025-06)</source>
        <translation>Cloud TPU v6e: ホストあたり 8 チップ（ct6e-standard-8t）（TPU v6e ドキュメント、2025-06 時点）</translation>
    </message>
    <message>
        <source>One replica serves %1 requests per second within its latency targets. How many replicas does a peak of %2 requests per second need?</source>
        <translation>1 レプリカはレイテンシ目標内で毎秒 %1 リクエストを処理します。毎秒 %2 リクエストのピークには何レプリカ必要ですか？</translation>
    </message>
    <message>
        <source>No accelerator of the catalog serves this model within its targets: it fits nowhere, or no replica reaches the latency targets. A lower precision, a shorter context, a smaller batch or looser targets bring it within reach.</source>
        <translation>カタログのどのアクセラレータも、このモデルを目標内で提供できません。どこにも収まらないか、どのレプリカもレイテンシ目標に達しません。精度を下げる、コンテキストを短くする、バッチを小さくする、目標を緩めると届きます。</translation>
    </message>
    <message>
        <source>The plan&apos;s accelerator cannot serve this model within its targets: it does not fit, or a replica misses a latency target. The costs view lists the accelerators that can.</source>
        <translation>プランのアクセラレータでは、このモデルを目標内で提供できません。収まらないか、レプリカがレイテンシ目標を満たしません。提供できるアクセラレータはコスト画面に一覧があります。</translation>
    </message>
    <message>
        <source>The GPU walk&apos;s answers lead to another recommendation than the serving figures: the deployment needs a different scale, or latency is critical. The overview names the branch the figures give.</source>
        <translation>GPU ウォークの回答は、サービングの数値とは別の推奨に至ります。デプロイの規模が異なるか、レイテンシが重要です。数値が示す分岐は概要に表示されます。</translation>
    </message>
    <message>
        <source>%1 %2.</source>
        <translation>%1 %2。</translation>
    </message>
    <message>
        <source>%1: %2 What does the decision tree lead to?</source>
        <translation>%1：%2 決定木はどこに行き着きますか？</translation>
    </message>
    <message>
        <source>The workload is training or fine-tuning.</source>
        <translation>ワークロードはトレーニングまたはファインチューニングです。</translation>
    </message>
    <message>
        <source>The workload is inference.</source>
        <translation>ワークロードは推論です。</translation>
    </message>
    <message>
        <source>The job fits one VM, or the model is small.</source>
        <translation>ジョブは 1 台の VM に収まるか、モデルが小さいです。</translation>
    </message>
    <message>
        <source>The job is distributed over up to 4 VMs (32 GPUs).</source>
        <translation>ジョブは最大 4 VM（32 GPU）に分散されています。</translation>
    </message>
    <message>
        <source>The job is distributed over more than 4 VMs (32 GPUs).</source>
        <translation>ジョブは 4 VM（32 GPU）を超えて分散されています。</translation>
    </message>
    <message>
        <source>The model is small or conventional.</source>
        <translation>モデルは小規模または従来型です。</translation>
    </message>
    <message>
        <source>The model is a large transformer.</source>
        <translation>モデルは大規模な Transformer です。</translation>
    </message>
    <message>
        <source>Latency is not critical.</source>
        <translation>レイテンシは重要ではありません。</translation>
    </message>
    <message>
        <source>Latency is critical.</source>
        <translation>レイテンシが重要です。</translation>
    </message>
    <message>
        <source>The model is not a large transformer.</source>
        <translation>モデルは大規模な Transformer ではありません。</translation>
    </message>
    <message>
        <source>Inference is served from a single GPU.</source>
        <translation>推論は 1 基の GPU で提供されます。</translation>
    </message>
    <message>
        <source>Inference is served from several GPUs in one VM.</source>
        <translation>推論は 1 台の VM 内の複数 GPU で提供されます。</translation>
    </message>
    <message>
        <source>Inference is distributed over up to 4 VMs (32 GPUs).</source>
        <translation>推論は最大 4 VM（32 GPU）に分散されています。</translation>
    </message>
    <message>
        <source>Inference is distributed over more than 4 VMs (32 GPUs).</source>
        <translation>推論は 4 VM（32 GPU）を超えて分散されています。</translation>
    </message>
    <message>
        <source>GPU or memory utilization is low.</source>
        <translation>GPU またはメモリの使用率が低いです。</translation>
    </message>
    <message>
        <source>The model struggles to fit.</source>
        <translation>モデルがメモリに収まりにくいです。</translation>
    </message>
    <message>
        <source>The job is now fast enough.</source>
        <translation>ジョブは十分に速くなりました。</translation>
    </message>
    <message>
        <source>The job is still not fast enough.</source>
        <translation>ジョブはまだ十分に速くありません。</translation>
    </message>
    <message>
        <source>The code can be updated or rewritten.</source>
        <translation>コードを更新または書き直せます。</translation>
    </message>
    <message>
        <source>The code cannot be rewritten.</source>
        <translation>コードは書き直せません。</translation>
    </message>
    <message>
        <source>The model does fit on the GPU.</source>
        <translation>モデルは GPU に収まります。</translation>
    </message>
    <message>
        <source>The model does not fit on the GPU.</source>
        <translation>モデルは GPU に収まりません。</translation>
    </message>
    <message>
        <source>Data loading is the bottleneck.</source>
        <translation>データ読み込みがボトルネックです。</translation>
    </message>
    <message>
        <source>Data loading is not the bottleneck.</source>
        <translation>データ読み込みはボトルネックではありません。</translation>
    </message>
    <message>
        <source>GPU utilization is low.</source>
        <translation>GPU 使用率が低いです。</translation>
    </message>
    <message>
        <source>GPU utilization is not low.</source>
        <translation>GPU 使用率は低くありません。</translation>
    </message>
    <message>
        <source>Network latency is high.</source>
        <translation>ネットワークのレイテンシが高いです。</translation>
    </message>
    <message>
        <source>Network latency is not high.</source>
        <translation>ネットワークのレイテンシは高くありません。</translation>
    </message>
    <message>
        <source>Code updates are feasible.</source>
        <translation>コードの更新は可能です。</translation>
    </message>
    <message>
        <source>Code updates are not feasible.</source>
        <translation>コードの更新はできません。</translation>
    </message>
    <message>
        <source>Scheduling goodput is low.</source>
        <translation>スケジューリング グッドプットが低いです。</translation>
    </message>
    <message>
        <source>Runtime goodput is low.</source>
        <translation>ランタイム グッドプットが低いです。</translation>
    </message>
    <message>
        <source>Program goodput (MFU) is low.</source>
        <translation>プログラム グッドプット（MFU）が低いです。</translation>
    </message>
    <message>
        <source>Stockouts keep resources unavailable.</source>
        <translation>在庫切れでリソースが利用できません。</translation>
    </message>
    <message>
        <source>Rescheduling after interruptions is slow.</source>
        <translation>中断後の再スケジュールが遅いです。</translation>
    </message>
    <message>
        <source>Progress lost since the last checkpoint dominates runtime badput.</source>
        <translation>最後のチェックポイント以降に失われた進捗がランタイム バッドプットの大半です。</translation>
    </message>
    <message>
        <source>Slow resumes dominate runtime badput.</source>
        <translation>遅い再開がランタイム バッドプットの大半です。</translation>
    </message>
    <message>
        <source>Interruptions arrive with a SIGTERM warning.</source>
        <translation>中断は SIGTERM で予告されます。</translation>
    </message>
    <message>
        <source>Interruptions are unwarned failures.</source>
        <translation>中断は予告のない障害です。</translation>
    </message>
    <message>
        <source>Complex computation blocks and long sequences limit MFU.</source>
        <translation>複雑な計算ブロックと長いシーケンスが MFU を制限しています。</translation>
    </message>
    <message>
        <source>Accelerator memory limits MFU: activations are recomputed.</source>
        <translation>アクセラレータのメモリが MFU を制限しています：活性化が再計算されます。</translation>
    </message>
    <message>
        <source>Matrix multiplication throughput limits MFU.</source>
        <translation>行列積のスループットが MFU を制限しています。</translation>
    </message>
    <message>
        <source>“%1” leads to “%2”. Source: “%3”</source>
        <translation>「%1」の行き先は「%2」です。出典：“%3”</translation>
    </message>
    <message>
        <source>The plan names no accelerator, and the GPU walk recommends none that fits the model&apos;s memory: it is priced on the cheapest that fits and meets the deadline, else on the soonest that fits. Choose one in the costs view to price another.</source>
        <translation>プランはアクセラレータを指定しておらず、GPU の判断パスもモデルがメモリに収まるものを推奨していません。モデルが収まり期限を守る最も安いもの、なければ収まるもののうち最も早く終わるもので価格を算出しています。別のものにするにはコストビューで選択してください。</translation>
    </message>
    <message>
        <source>The plan names no accelerator and the model fits none at the plan&apos;s count: its figures price one that cannot hold it. Shard the optimizer states and parameters, raise the tensor or pipeline degree, checkpoint activations or add nodes.</source>
        <translation>プランはアクセラレータを指定しておらず、プランの台数ではどのアクセラレータにもモデルが収まりません。数値は収まらないもので算出されています。オプティマイザ状態とパラメータをシャーディングする、テンソルまたはパイプラインの並列度を上げる、アクティベーションをチェックポイントする、またはノードを追加してください。</translation>
    </message>
    <message>
        <source>not JSON (%1); skipped</source>
        <translation>JSON ではありません (%1)。スキップしました</translation>
    </message>
    <message>
        <source>not a JSON object; skipped</source>
        <translation>JSON オブジェクトではありません。スキップしました</translation>
    </message>
    <message>
        <source>longer than %1 MiB; skipped without being read</source>
        <translation>%1 MiB を超えています。読まずにスキップしました</translation>
    </message>
    <message>
        <source>an entry longer than %1 MiB: the export is read up to it and no further</source>
        <translation>%1 MiB を超えるエントリがあります: エクスポートはそこまで読み、それ以降は読みません</translation>
    </message>
    <message>
        <source>the JSON array breaks off (%1); the entries before it are measured</source>
        <translation>JSON 配列が途中で切れています (%1)。それより前のエントリを測定します</translation>
    </message>
    <message>
        <source>a time that is not a finite number of POSIX seconds; the entry is skipped</source>
        <translation>POSIX 秒の有限の数ではない時刻です。エントリをスキップしました</translation>
    </message>
    <message>
        <source>the time %1, read in %2, lies outside 2000 to 2100; the entry is skipped</source>
        <translation>%2 として読んだ時刻 %1 は 2000 年から 2100 年の範囲外です。エントリをスキップしました</translation>
    </message>
    <message>
        <source>the step %1 is not a whole number from 0 up; the entry is skipped</source>
        <translation>ステップ %1 は 0 以上の整数ではありません。エントリをスキップしました</translation>
    </message>
    <message>
        <source>the step %1 is too large to be read exactly; the entry is skipped</source>
        <translation>ステップ %1 は大きすぎて正確に読めません。エントリをスキップしました</translation>
    </message>
    <message>
        <source>a checkpoint duration that is not a finite number of seconds; the entry is skipped</source>
        <translation>有限の秒数ではないチェックポイント時間です。エントリをスキップしました</translation>
    </message>
    <message>
        <source>unknown kind &apos;%1&apos;; skipped</source>
        <translation>不明な種類 &apos;%1&apos;。スキップしました</translation>
    </message>
    <message>
        <source>the time &apos;%1&apos; is neither a number nor ISO-8601; skipped</source>
        <translation>時刻 &apos;%1&apos; は数値でも ISO-8601 でもありません。スキップしました</translation>
    </message>
    <message>
        <source>a step that is not a number; skipped</source>
        <translation>数値ではないステップです。スキップしました</translation>
    </message>
    <message>
        <source>a checkpoint without its duration in seconds; skipped</source>
        <translation>秒単位の時間がないチェックポイントです。スキップしました</translation>
    </message>
    <message>
        <source>a custom badput event without its type; skipped</source>
        <translation>種類のないカスタム badput イベントです。スキップしました</translation>
    </message>
    <message>
        <source>text between a quoted field&apos;s closing quote and the next comma; the row is skipped</source>
        <translation>引用符で囲まれたフィールドの閉じ引用符と次のカンマの間に文字があります。行をスキップしました</translation>
    </message>
    <message>
        <source>a quote opened on this line is never closed; the rest of the file is skipped</source>
        <translation>この行で開いた引用符が閉じられていません。ファイルの残りをスキップしました</translation>
    </message>
    <message>
        <source>the step %1 is beyond 2^53: read exactly here, but many JSON readers round such numbers</source>
        <translation>ステップ %1 は 2^53 を超えています: ここでは正確に読みましたが、多くの JSON リーダーはこのような数を丸めます</translation>
    </message>
    <message>
        <source>%1 more lines with problems</source>
        <translation>問題のある行がさらに %1 行あります</translation>
    </message>
    <message>
        <source>job &apos;%1&apos;: %2 entries out of time order; measured in time order</source>
        <translation>ジョブ &apos;%1&apos;: %2 件のエントリが時刻順ではありません。時刻順に測定しました</translation>
    </message>
    <message>
        <source>job &apos;%1&apos;: %2 identical entries logged twice (the same step at the same time); counted once</source>
        <translation>ジョブ &apos;%1&apos;: 同一のエントリ %2 件が二重に記録されています (同時刻の同じステップ)。1 回として数えました</translation>
    </message>
    <message>
        <source>the job logged no end: measured to its last entry</source>
        <translation>ジョブの終了が記録されていません: 最後のエントリまで測定しました</translation>
    </message>
    <message>
        <source>%1 could not be computed (%2 s); counted as 0</source>
        <translation>%1 を計算できませんでした (%2 秒)。0 として数えました</translation>
    </message>
    <message>
        <source>custom badput %1 could not be computed; counted as 0</source>
        <translation>カスタム badput %1 を計算できませんでした。0 として数えました</translation>
    </message>
    <message>
        <source>no step took a second or more: no ideal step time (the library leaves shorter steps out)</source>
        <translation>1 秒以上かかったステップがありません: 理想ステップ時間はありません (ライブラリはそれより短いステップを除外します)</translation>
    </message>
    <message>
        <source>a checkpoint of %1 s, longer than the %2 s measured of the whole job; left out</source>
        <translation>%1 秒のチェックポイントは、測定したジョブ全体の %2 秒より長いため除外しました</translation>
    </message>
    <message>
        <source>no entry has a time from 2000 to 2100: the first is %1, read in %2</source>
        <translation>2000 年から 2100 年の時刻を持つエントリがありません: 最初は %2 として読んだ %1 です</translation>
    </message>
    <message>
        <source>the first line is longer than %1 MiB or opens a quote it never closes: no CSV header</source>
        <translation>最初の行が %1 MiB を超えているか、閉じられない引用符を開いています: CSV ヘッダーがありません</translation>
    </message>
    <message>
        <source>its entries would take more than %1 MB of memory: twice the size of what was read, and at most 1 GB</source>
        <translation>エントリが %1 MB を超えるメモリを使います: 読み込んだサイズの 2 倍、最大 1 GB までです</translation>
    </message>
    <message>
        <source>more than %1 different job names</source>
        <translation>異なるジョブ名が %1 個を超えています</translation>
    </message>
    <message>
        <source>more than %1 different custom badput types</source>
        <translation>異なるカスタム badput の種類が %1 個を超えています</translation>
    </message>
    <message>
        <source>%1 of the log&apos;s values are implausible (times outside 2000 to 2100, steps that are not whole numbers or beyond 2^53, checkpoints longer than the job, lines beyond the limit): the plan is fitted to it only when that is confirmed</source>
        <translation>ログの値のうち %1 個が妥当ではありません (2000 年から 2100 年の範囲外の時刻、整数でないか 2^53 を超えるステップ、ジョブより長いチェックポイント、上限を超える行): 確認した場合にのみプランを合わせます</translation>
    </message>
    <message>
        <source>seconds</source>
        <translation>秒</translation>
    </message>
    <message>
        <source>milliseconds</source>
        <translation>ミリ秒</translation>
    </message>
    <message>
        <source>microseconds</source>
        <translation>マイクロ秒</translation>
    </message>
    <message>
        <source>nanoseconds</source>
        <translation>ナノ秒</translation>
    </message>
    <message>
        <source>%1; its number looks like %2: read the log&apos;s times in %2</source>
        <translation>%1。この数値は %2 のようです: ログの時刻を %2 として読んでください</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>%1 行目: %2</translation>
    </message>
    <message>
        <source>%1 cannot be measured: %2</source>
        <translation>%1 は測定できません: %2</translation>
    </message>
    <message>
        <source>How often the hot-spare pool is empty is simulated for this plan within a time budget, and what is left uncertain could move scheduling goodput by more than a point. The Monte Carlo in the simulation tab gives the figure with its spread.</source>
        <translation>ホットスペアのプールが空になる頻度は、このプランについて時間予算内でシミュレーションしており、残る不確かさがスケジューリング goodput を 1 ポイント以上動かす可能性があります。シミュレーションタブのモンテカルロが、ばらつきとともに値を示します。</translation>
    </message>
    <message>
        <source>%1 is not a key of this file. Check its spelling.</source>
        <translation>%1 はこのファイルのキーではありません。綴りを確認してください。</translation>
    </message>
    <message>
        <source>%1 is below the lowest price accepted, $0.001 per accelerator-hour: a price that small would rank this accelerator as good as free.</source>
        <translation>%1 は受け付ける最低価格 (アクセラレータ 1 時間あたり $0.001) を下回っています: これほど小さい価格ではこのアクセラレータが無料同然に順位付けされます。</translation>
    </message>
    <message>
        <source>%1 is not a key of this file: it was ignored. Check its spelling.</source>
        <translation>%1 はこのファイルのキーではないため無視されました。綴りを確認してください。</translation>
    </message>
    <message>
        <source>beyond T4 and L4</source>
        <translation>T4 と L4 を超える</translation>
    </message>
    <message>
        <source>%1 (%2 billion parameters, %3 layers, %4 key-value heads of dimension %5)</source>
        <translation>%1（パラメータ %2 億×10、%3 層、次元 %5 のキー・バリューヘッド %4 個）</translation>
    </message>
    <message>
        <source>%1 is served in %2 (bytes per weight: %3; per cached value: %4). How many GB (10^9 bytes) do its weights and the KV cache of %5 sequences of %6 tokens take together?</source>
        <translation>%1 を %2 で提供します（重みあたりのバイト数: %3、キャッシュ値あたり: %4）。重みと、%6 トークンのシーケンス %5 本分の KV キャッシュは合わせて何 GB（10^9 バイト）になりますか？</translation>
    </message>
    <message>
        <source>%1 is served in %2 (bytes per weight: %3; per cached value: %4) on H100 80 GB, %5 sequences of %6 tokens at a time, the runtime keeping 10 % of each accelerator&apos;s memory and a replica taking 1, 2, 4 or 8 of one VM&apos;s accelerators (tensor parallel). How many accelerators does a replica need, at the fewest?</source>
        <translation>%1 を %2 で H100 80 GB 上で提供します（重みあたりのバイト数: %3、キャッシュ値あたり: %4）。%6 トークンのシーケンスを同時に %5 本扱い、ランタイムは各アクセラレータのメモリの 10 % を確保し、レプリカは 1 台の VM のアクセラレータを 1、2、4、8 基使います（テンソル並列）。レプリカに最低何基のアクセラレータが必要ですか？</translation>
    </message>
    <message>
        <source>%1: %2 At “%3” the answer is “%4”. What comes next?</source>
        <translation>%1: %2「%3」での答えは「%4」です。次は何ですか？</translation>
    </message>
    <message>
        <source>A training run of a fixed amount of compute moves from 8 to %1 nodes with the same per-node failure rate, and so finishes sooner in proportion. About how many times more accelerator-hours do interruptions cost over the whole run?</source>
        <translation>計算量が一定の学習を、ノードあたりの障害率は同じまま 8 ノードから %1 ノードに移し、その分早く終わらせます。中断による損失は実行全体でアクセラレータ時間にして約何倍になりますか？</translation>
    </message>
    <message>
        <source>Illustrative: N1 machines&apos; network, about 10 Gbps for a 4-vCPU machine per card (Compute Engine network bandwidth page); confirm; as of 2025-06</source>
        <translation>例示: N1 machines&apos; network, about 10 Gbps for a 4-vCPU machine per card (Compute Engine network bandwidth page); 要確認; 時点: 2025-06</translation>
    </message>
    <message>
        <source>PCIe Gen3 x16, 16 GB/s each way (NVIDIA T4 datasheet); 4 cards per N1 machine, no GPU link between them; as of 2025-06</source>
        <translation>PCIe Gen3 x16, 16 GB/s 片方向 (NVIDIA T4 datasheet); 4 cards per N1 machine, no GPU link between them; 時点: 2025-06</translation>
    </message>
    <message>
        <source>Google Cloud G2: g2-standard-96 has 100 Gbps of network for 8 L4, 12.5 Gbps each (Compute Engine network bandwidth page); as of 2025-06</source>
        <translation>Google Cloud G2: g2-standard-96 has 100 Gbps of network for 8 L4, 12.5 Gbps each (Compute Engine network bandwidth page); 時点: 2025-06</translation>
    </message>
    <message>
        <source>PCIe Gen4 x16, 32 GB/s each way (NVIDIA L4 datasheet); 8 cards per g2-standard-96, no GPU link between them; as of 2025-06</source>
        <translation>PCIe Gen4 x16, 32 GB/s 片方向 (NVIDIA L4 datasheet); 8 cards per g2-standard-96, no GPU link between them; 時点: 2025-06</translation>
    </message>
    <message>
        <source>Illustrative: N1 machines with 8 V100 have up to 100 Gbps of network, 12.5 Gbps per GPU (Compute Engine network bandwidth page); as of 2025-06</source>
        <translation>例示: N1 machines with 8 V100 have up to 100 Gbps of network, 12.5 Gbps GPU あたり (Compute Engine network bandwidth page); 時点: 2025-06</translation>
    </message>
    <message>
        <source>NVLink 300 GB/s both ways, 150 each way (NVIDIA V100 datasheet); 8 GPUs per N1 machine; as of 2025-06</source>
        <translation>NVLink 300 GB/s 双方向, 150 片方向 (NVIDIA V100 datasheet); 8 GPUs per N1 machine; 時点: 2025-06</translation>
    </message>
    <message>
        <source>Google Cloud A2: 100 Gbps of network per machine, 6.25 Gbps per GPU of a2-megagpu-16g (Compute Engine network bandwidth page); as of 2025-06</source>
        <translation>Google Cloud A2: 100 Gbps of network マシンあたり, 6.25 Gbps GPU あたり of a2-megagpu-16g (Compute Engine network bandwidth page); 時点: 2025-06</translation>
    </message>
    <message>
        <source>NVLink 600 GB/s both ways, 300 each way (NVIDIA A100 datasheet); 16 GPUs behind NVSwitch in a2-megagpu-16g; as of 2025-06</source>
        <translation>NVLink 600 GB/s 双方向, 300 片方向 (NVIDIA A100 datasheet); 16 GPUs behind NVSwitch in a2-megagpu-16g; 時点: 2025-06</translation>
    </message>
    <message>
        <source>Google Cloud A2 Ultra: 100 Gbps of network per machine, 12.5 Gbps per GPU (Compute Engine network bandwidth page); as of 2025-06</source>
        <translation>Google Cloud A2 Ultra: 100 Gbps of network マシンあたり, 12.5 Gbps GPU あたり (Compute Engine network bandwidth page); 時点: 2025-06</translation>
    </message>
    <message>
        <source>NVLink 600 GB/s both ways, 300 each way (NVIDIA A100 datasheet); 8 GPUs behind NVSwitch in a2-ultragpu-8g; as of 2025-06</source>
        <translation>NVLink 600 GB/s 双方向, 300 片方向 (NVIDIA A100 datasheet); 8 GPUs behind NVSwitch in a2-ultragpu-8g; 時点: 2025-06</translation>
    </message>
    <message>
        <source>Google Cloud A3 High: GPUDirect-TCPX, 4 NICs of 200 Gbps for 8 GPUs, 100 Gbps (12.5 GB/s) per GPU (A3 machine series documentation); as of 2025-06</source>
        <translation>Google Cloud A3 High: GPUDirect-TCPX, 4 NICs of 200 Gbps for 8 GPUs, 100 Gbps (12.5 GB/s) GPU あたり (A3 machine series documentation); 時点: 2025-06</translation>
    </message>
    <message>
        <source>NVLink 900 GB/s both ways, 450 each way (NVIDIA H100 datasheet); 8 GPUs behind NVSwitch in a3-highgpu-8g; as of 2025-06</source>
        <translation>NVLink 900 GB/s 双方向, 450 片方向 (NVIDIA H100 datasheet); 8 GPUs behind NVSwitch in a3-highgpu-8g; 時点: 2025-06</translation>
    </message>
    <message>
        <source>Google Cloud A3 Ultra: 8 ConnectX-7 NICs of 400 Gbps, 3,200 Gbps per machine, 50 GB/s per GPU (A3 machine series documentation); as of 2025-06</source>
        <translation>Google Cloud A3 Ultra: 8 ConnectX-7 NICs of 400 Gbps, 3,200 Gbps マシンあたり, 50 GB/s GPU あたり (A3 machine series documentation); 時点: 2025-06</translation>
    </message>
    <message>
        <source>NVLink 900 GB/s both ways, 450 each way (NVIDIA H200 datasheet); 8 GPUs behind NVSwitch in a3-ultragpu-8g; as of 2025-06</source>
        <translation>NVLink 900 GB/s 双方向, 450 片方向 (NVIDIA H200 datasheet); 8 GPUs behind NVSwitch in a3-ultragpu-8g; 時点: 2025-06</translation>
    </message>
    <message>
        <source>Google Cloud A4: 8 NICs of 400 Gbps, 3,200 Gbps per machine, 50 GB/s per GPU (A4 machine series documentation); as of 2025-06</source>
        <translation>Google Cloud A4: 8 NICs of 400 Gbps, 3,200 Gbps マシンあたり, 50 GB/s GPU あたり (A4 machine series documentation); 時点: 2025-06</translation>
    </message>
    <message>
        <source>NVLink 5, 1.8 TB/s both ways, 900 GB/s each way (NVIDIA HGX B200 specifications); 8 GPUs per a4-highgpu-8g; as of 2025-06</source>
        <translation>NVLink 5, 1.8 TB/s 双方向, 900 GB/s 片方向 (NVIDIA HGX B200 specifications); 8 GPUs per a4-highgpu-8g; 時点: 2025-06</translation>
    </message>
    <message>
        <source>Illustrative: data-centre network (DCN) between slices for Multislice, 200 Gbps per 8-chip host, 3.125 GB/s per chip (Cloud TPU Multislice documentation); confirm; as of 2025-06</source>
        <translation>例示: data-centre network (DCN) between slices for Multislice, 200 Gbps per 8-chip host, 3.125 GB/s チップあたり (Cloud TPU Multislice documentation); 要確認; 時点: 2025-06</translation>
    </message>
    <message>
        <source>ICI 1,600 Gbps per chip, 100 GB/s each way; one slice of at most 256 chips is the ICI domain (Cloud TPU v5e documentation); as of 2025-06</source>
        <translation>ICI 1,600 Gbps チップあたり, 100 GB/s 片方向; one slice of at most 256 chips is the ICI domain (Cloud TPU v5e documentation); 時点: 2025-06</translation>
    </message>
    <message>
        <source>Illustrative: DCN between slices, 200 Gbps per 4-chip host, 6.25 GB/s per chip (Cloud TPU Multislice documentation); confirm; as of 2025-06</source>
        <translation>例示: DCN between slices, 200 Gbps per 4-chip host, 6.25 GB/s チップあたり (Cloud TPU Multislice documentation); 要確認; 時点: 2025-06</translation>
    </message>
    <message>
        <source>ICI 4,800 Gbps per chip, 300 GB/s each way; a slice of up to 8,960 chips is the ICI domain (Cloud TPU v5p documentation); as of 2025-06</source>
        <translation>ICI 4,800 Gbps チップあたり, 300 GB/s 片方向; a slice of up to 8,960 chips is the ICI domain (Cloud TPU v5p documentation); 時点: 2025-06</translation>
    </message>
    <message>
        <source>Illustrative: DCN between slices for Multislice, 200 Gbps per 8-chip host, 3.125 GB/s per chip (Cloud TPU Multislice documentation); confirm; as of 2025-06</source>
        <translation>例示: DCN between slices for Multislice, 200 Gbps per 8-chip host, 3.125 GB/s チップあたり (Cloud TPU Multislice documentation); 要確認; 時点: 2025-06</translation>
    </message>
    <message>
        <source>ICI 3,200 Gbps per chip, 200 GB/s each way; one slice of at most 256 chips is the ICI domain (Cloud TPU v6e documentation); as of 2025-06</source>
        <translation>ICI 3,200 Gbps チップあたり, 200 GB/s 片方向; one slice of at most 256 chips is the ICI domain (Cloud TPU v6e documentation); 時点: 2025-06</translation>
    </message>
    <message>
        <source>Multislice: pods of 256 chips (Cloud TPU v6e documentation) joined over the data-centre network; Google Cloud&apos;s &apos;Introducing Trillium&apos; (2024-05) states that Trillium scales to hundreds of pods, tens of thousands of chips: 100 pods, 25,600 chips, taken as the largest job; the step model takes the slices as data parallel over DCN; as of 2024-05</source>
        <translation>Multislice: 256 チップのポッド（Cloud TPU v6e ドキュメント）をデータセンターネットワークで結合。Google Cloud の「Introducing Trillium」（2024-05）によれば Trillium は数百ポッド・数万チップまで拡張できる。100 ポッド・25,600 チップを最大ジョブとみなす。ステップモデルはスライス間を DCN 上のデータ並列として扱う。2024-05 時点</translation>
    </message>
    <message>
        <source>NVIDIA HGX B200 specifications, per GPU: 2.25 PFLOPS BF16 dense, 4.5 PFLOPS FP8 dense, 9 PFLOPS FP4 dense (18 sparse), 180 GB HBM3e at 7.7 TB/s, NVLink 1.8 TB/s, about 1,000 W</source>
        <translation>NVIDIA HGX B200 仕様（GPU あたり）: BF16 密 2.25 PFLOPS、FP8 密 4.5 PFLOPS、FP4 密 9 PFLOPS（疎 18）、HBM3e 180 GB・7.7 TB/s、NVLink 1.8 TB/s、約 1,000 W</translation>
    </message>
    <message>
        <source>on demand</source>
        <translation>オンデマンド</translation>
    </message>
    <message>
        <source>on Spot</source>
        <translation>Spot</translation>
    </message>
    <message>
        <source>with DWS flex-start</source>
        <translation>DWS フレックススタート</translation>
    </message>
    <message>
        <source>with DWS calendar mode</source>
        <translation>DWS カレンダーモード</translation>
    </message>
    <message>
        <source>on a 1-year commitment</source>
        <translation>1 年確約利用</translation>
    </message>
    <message>
        <source>on a 3-year commitment</source>
        <translation>3 年確約利用</translation>
    </message>
    <message>
        <source>%1 × %2 %3</source>
        <translation>%1 × %2（%3）</translation>
    </message>
    <message>
        <source>Nothing meets the deadline of %1 days with %2 % confidence. Nearest: %3, %4 % likely in time; a deadline of %5 days would admit it at that confidence.</source>
        <translation>信頼度 %2 % で %1 日の期限を守れる構成はありません。最も近いのは %3 で、期限内に終わる確率は %4 %。%5 日の期限ならその信頼度で可能になります。</translation>
    </message>
    <message>
        <source>Nothing meets the deadline of %1 days. Nearest: %2, %3 days expected; a deadline of %3 days, a shorter run or rarer interruptions would admit it.</source>
        <translation>%1 日の期限を守れる構成はありません。最も近いのは %2 で、期待値 %3 日。%3 日の期限、より短い学習、または中断の減少で可能になります。</translation>
    </message>
    <message>
        <source>Nothing meets the deadline of %1 days: it would need more accelerators than any accelerator&apos;s largest job. A later deadline or a shorter run would admit one.</source>
        <translation>%1 日の期限を満たす構成はありません。どのアクセラレータの最大ジョブよりも多くのアクセラレータが必要です。期限を延ばすか、学習を短くすれば満たせます。</translation>
    </message>
    <message>
        <source>The deadline would need more accelerators than its largest job.</source>
        <translation>期限を満たすには最大ジョブを超えるアクセラレータが必要です。</translation>
    </message>
    <message>
        <source>At best %1 days, beyond the deadline of %2 days.</source>
        <translation>最短でも %1 日で、%2 日の期限を超えます。</translation>
    </message>
    <message>
        <source>No count meets the deadline of %1 days.</source>
        <translation>%1 日の期限を満たす台数はありません。</translation>
    </message>
    <message>
        <source>At most %1 % likely to meet the deadline, below the %2 % required.</source>
        <translation>期限内に終わる確率は最大 %1 % で、必要な %2 % に届きません。</translation>
    </message>
    <message>
        <source>Llama 3 405B with in-job restart</source>
        <translation>Llama 3 405B（ジョブ内再起動あり）</translation>
    </message>
    <message>
        <source>The Llama 3 run above with its failures and maintenance recovered inside the job: a minute to detect the loss and a minute to restart the ranks around a spare, without rescheduling.</source>
        <translation>上の Llama 3 の実行で、障害とメンテナンスをジョブ内で復旧するもの：損失の検出に 1 分、予備を使ったランクの再起動に 1 分、再スケジュールなし。</translation>
    </message>
    <message>
        <source>The job waits for a failed node&apos;s replacement</source>
        <translation>ジョブが故障ノードの交換を待つ</translation>
    </message>
    <message>
        <source>The job stops while a failed node is replaced.</source>
        <translation>故障ノードの交換中、ジョブが停止しています。</translation>
    </message>
    <message>
        <source>Every failure restarts the whole job</source>
        <translation>障害のたびにジョブ全体が再起動する</translation>
    </message>
    <message>
        <source>Every failure reschedules and restarts the whole job.</source>
        <translation>障害のたびにジョブ全体が再スケジュールされ再起動しています。</translation>
    </message>
    <message>
        <source>Slow nodes (stragglers) hold back every step</source>
        <translation>低速ノード（ストラグラー）がすべてのステップを遅らせる</translation>
    </message>
    <message>
        <source>Slow nodes hold back the synchronous steps.</source>
        <translation>低速ノードが同期ステップを遅らせています。</translation>
    </message>
    <message>
        <source>Restart failed nodes inside the job (nvidia-resiliency-ext, torchft)</source>
        <translation>故障ノードをジョブ内で再起動する（nvidia-resiliency-ext、torchft）</translation>
    </message>
    <message>
        <source>The healthy ranks stay and the job restarts around a spare or a smaller group in about a minute, without rescheduling or pulling its image, where a full restart takes ten minutes or more.</source>
        <translation>正常なランクは残り、ジョブは予備ノードまたは縮小したグループで約 1 分で再起動します。再スケジュールもイメージの取得も不要です。完全な再起動には 10 分以上かかります。</translation>
    </message>
    <message>
        <source>The work since the last checkpoint is still lost: keep the checkpoint interval at its optimum.</source>
        <translation>最後のチェックポイント以降の作業は依然として失われます。チェックポイント間隔を最適値に保ってください。</translation>
    </message>
    <message>
        <source>A Spot preemption takes the capacity itself and still restarts the whole job.</source>
        <translation>Spot のプリエンプションは容量そのものを奪うため、引き続きジョブ全体を再起動します。</translation>
    </message>
    <message>
        <source>Train elastically: shrink the data-parallel group while a node is replaced</source>
        <translation>エラスティックに学習する：ノードの交換中はデータ並列グループを縮小する</translation>
    </message>
    <message>
        <source>With in-job restart, the job goes on with one data-parallel replica fewer instead of waiting for the lost node&apos;s replacement, then grows back with a short pause.</source>
        <translation>ジョブ内再起動により、ジョブは失われたノードの交換を待たずにデータ並列レプリカを 1 つ減らして続行し、短い一時停止で元の規模に戻ります。</translation>
    </message>
    <message>
        <source>The shrunk job runs at (d - 1) / d of its throughput: with few replicas the loss is large.</source>
        <translation>縮小したジョブのスループットは (d - 1) / d です。レプリカが少ないと損失は大きくなります。</translation>
    </message>
    <message>
        <source>The batch per replica or the learning-rate schedule must tolerate a changing group.</source>
        <translation>レプリカあたりのバッチまたは学習率スケジュールが、変化するグループに耐えられる必要があります。</translation>
    </message>
    <message>
        <source>Detect and evict stragglers automatically (nvidia-resiliency-ext)</source>
        <translation>ストラグラーを自動的に検出して除外する（nvidia-resiliency-ext）</translation>
    </message>
    <message>
        <source>A synchronous step waits for its slowest rank: comparing each rank&apos;s step time with its peers&apos; finds a slow node within minutes, where people notice it after hours.</source>
        <translation>同期ステップは最も遅いランクを待ちます。各ランクのステップ時間を他のランクと比較すると、人が数時間後に気づく低速ノードを数分で見つけられます。</translation>
    </message>
    <message>
        <source>Evicting a node costs a restart: the detection&apos;s thresholds must not evict for noise.</source>
        <translation>ノードの除外には再起動のコストがかかります。検出のしきい値がノイズで除外しないようにしてください。</translation>
    </message>
    <message>
        <source>%1 s of waiting after each lost slice, over %2 elastic waits</source>
        <translation>スライス喪失ごとの待機 %1 秒(エラスティック待機 %2 回)</translation>
    </message>
    <message>
        <source>%1 s per elastic re-initialization, over %2</source>
        <translation>エラスティック再初期化 1 回あたり %1 秒(%2 回)</translation>
    </message>
    <message>
        <source>%1 s of waiting to scale up, over %2 waits, and %3 s to re-initialize</source>
        <translation>スケールアップ待機 %1 秒(%2 回)と再初期化 %3 秒</translation>
    </message>
    <message>
        <source>%1 GB of weights and cache (and %2 GB of activations) against 72 GB usable per H100: a replica of %3 holds %4 GB.</source>
        <translation>重みとキャッシュ %1 GB(およびアクティベーション %2 GB)に対し、H100 1 基あたり使えるのは 72 GB: %3 基のレプリカで %4 GB を保持します。</translation>
    </message>
    <message>
        <source>a slice count of %1, not a whole number of slices from 0 to a million; the entry is skipped</source>
        <translation>スライス数 %1 は 0 から 100 万までの整数のスライス数ではありません。このエントリは読み飛ばします</translation>
    </message>
    <message>
        <source>The graph has no node.</source>
        <translation>グラフにノードがありません。</translation>
    </message>
    <message>
        <source>The start, &apos;%3&apos;, is not a node of the graph.</source>
        <translation>開始ノード「%3」はグラフのノードではありません。</translation>
    </message>
    <message>
        <source>Two nodes are called &apos;%1&apos;.</source>
        <translation>2つのノードが「%1」という名前です。</translation>
    </message>
    <message>
        <source>Node &apos;%1&apos; has two answers called &apos;%2&apos;.</source>
        <translation>ノード「%1」に「%2」という回答が2つあります。</translation>
    </message>
    <message>
        <source>Node &apos;%1&apos; has an empty %3.</source>
        <translation>ノード「%1」の%3が空です。</translation>
    </message>
    <message>
        <source>Node &apos;%1&apos;: the %3 is longer than its limit.</source>
        <translation>ノード「%1」: %3が上限より長すぎます。</translation>
    </message>
    <message>
        <source>Question &apos;%1&apos; needs at least two answers; it has %3.</source>
        <translation>質問「%1」には2つ以上の回答が必要ですが、%3個しかありません。</translation>
    </message>
    <message>
        <source>Action &apos;%1&apos; leads on by exactly one answer; it has %3.</source>
        <translation>アクション「%1」はちょうど1つの回答で先へ進みますが、%3個あります。</translation>
    </message>
    <message>
        <source>Node &apos;%1&apos; ends the walk but has answers.</source>
        <translation>ノード「%1」は経路の終点ですが、回答があります。</translation>
    </message>
    <message>
        <source>Answer &apos;%2&apos; of node &apos;%1&apos; leads nowhere.</source>
        <translation>ノード「%1」の回答「%2」の行き先がありません。</translation>
    </message>
    <message>
        <source>Answer &apos;%2&apos; of node &apos;%1&apos; leads to &apos;%3&apos;, which is not a node.</source>
        <translation>ノード「%1」の回答「%2」は「%3」へ進みますが、それはノードではありません。</translation>
    </message>
    <message>
        <source>Question &apos;%1&apos; offers two answers labelled &apos;%3&apos;.</source>
        <translation>質問「%1」に「%3」というラベルの回答が2つあります。</translation>
    </message>
    <message>
        <source>The condition of answer &apos;%2&apos; of node &apos;%1&apos; cannot be read: %3.</source>
        <translation>ノード「%1」の回答「%2」の条件を読み取れません: %3。</translation>
    </message>
    <message>
        <source>No walk from the start reaches node &apos;%1&apos;.</source>
        <translation>開始からどの経路でもノード「%1」に到達しません。</translation>
    </message>
    <message>
        <source>A loop through node &apos;%1&apos; passes through no question: a walk could never leave it.</source>
        <translation>ノード「%1」を通るループに質問がありません。経路がそこから抜け出せません。</translation>
    </message>
    <message>
        <source>%1: the condition cannot be read.</source>
        <translation>%1: 条件を読み取れません。</translation>
    </message>
    <message>
        <source>%1 holds markup or control characters: a decision graph&apos;s texts are plain text.</source>
        <translation>%1 にマークアップまたは制御文字が含まれています。決定グラフのテキストはプレーンテキストです。</translation>
    </message>
    <message>
        <source>%1 has problems to fix before it can be walked, studied or printed.</source>
        <translation>%1 には、たどる・学習する・印刷する前に直すべき問題があります。</translation>
    </message>
    <message>
        <source>number</source>
        <translation>数値</translation>
    </message>
    <message>
        <source>truth value</source>
        <translation>真偽値</translation>
    </message>
    <message>
        <source>text</source>
        <translation>テキスト</translation>
    </message>
    <message>
        <source>longer than %1 characters</source>
        <translation>%1 文字を超えています</translation>
    </message>
    <message>
        <source>The walk of %1 comes from the graph pack %2 %3, which is not in use: its answers are kept and shown again when the pack is.</source>
        <translation>%1 の経路はグラフパック %2 %3 のもので、そのパックは使われていません。回答は保持され、パックが使われると再び表示されます。</translation>
    </message>
    <message>
        <source>The walk of %1 was made with the graph pack %2 %3; %4 is in use: the answers that still fit are kept.</source>
        <translation>%1 の経路はグラフパック %2 %3 で作られましたが、使われているのは %4 です。まだ当てはまる回答は保持されます。</translation>
    </message>
    <message>
        <source>%1 Gotcha: %2</source>
        <translation>%1 注意点：%2</translation>
    </message>
    <message>
        <source>“%1” leads to “%2”.</source>
        <translation>「%1」の行き先は「%2」です。</translation>
    </message>
    <message>
        <source>The hot spares: %1 holds no idle nodes for a job; it relaunches the job instead.</source>
        <translation>ホットスペア: %1 はジョブのために待機ノードを確保せず、代わりにジョブを再起動します。</translation>
    </message>
    <message>
        <source>On-demand</source>
        <translation>オンデマンド</translation>
    </message>
    <message>
        <source>Spot</source>
        <translation>Spot</translation>
    </message>
    <message>
        <source>DWS flex-start</source>
        <translation>DWS Flex-start</translation>
    </message>
    <message>
        <source>DWS calendar mode</source>
        <translation>DWS カレンダーモード</translation>
    </message>
    <message>
        <source>A 1-year reservation</source>
        <translation>1 年の予約</translation>
    </message>
    <message>
        <source>A 3-year reservation</source>
        <translation>3 年の予約</translation>
    </message>
    <message>
        <source>%1 provisioning: %2 takes nodes from the cluster it runs on, not from the cloud&apos;s offers.</source>
        <translation>%1 のプロビジョニング: %2 はクラウドの提供ではなく、実行中のクラスタからノードを取得します。</translation>
    </message>
    <message>
        <source>The %1 has no GKE node label known to this catalog: the pods ask for the accelerators without choosing the node type.</source>
        <translation>このカタログは %1 の GKE ノードラベルを知りません。Pod はノードの種類を選ばずにアクセラレータを要求します。</translation>
    </message>
    <message>
        <source>The machine type: no machine of the %1 has %2 of them. The node pool decides it.</source>
        <translation>マシンタイプ: %1 を %2 個持つマシンはありません。ノードプールが決めます。</translation>
    </message>
    <message>
        <source>The reservation: a SkyPilot task cannot name one. Add its name to gcp.specific_reservations in SkyPilot&apos;s configuration.</source>
        <translation>予約: SkyPilot タスクでは予約を指定できません。SkyPilot の設定の gcp.specific_reservations に名前を追加してください。</translation>
    </message>
    <message>
        <source>The %1 has no GRES type known to this catalog: the script asks for %2 GPUs a node of any type.</source>
        <translation>このカタログは %1 の GRES タイプを知りません。スクリプトは種類を問わずノードあたり %2 個の GPU を要求します。</translation>
    </message>
    <message>
        <source>%1 cannot be read as YAML.</source>
        <translation>%1 を YAML として読み込めません。</translation>
    </message>
    <message>
        <source>%1 is neither a SkyPilot task nor a JobSet.</source>
        <translation>%1 は SkyPilot タスクでも JobSet でもありません。</translation>
    </message>
    <message>
        <source>%1 has no training job to deploy.</source>
        <translation>%1 にはデプロイする学習ジョブがありません。</translation>
    </message>
    <message>
        <source>%1 exists already.</source>
        <translation>%1 は既に存在します。</translation>
    </message>
    <message>
        <source>%1 cannot be written.</source>
        <translation>%1 に書き込めません。</translation>
    </message>
    <message>
        <source>GKE: the cloud.google.com/gke-accelerator node label and the machine types of each GPU (GKE &quot;Run GPUs in Standard node pools&quot; and Compute Engine &quot;GPU machine types&quot;); SkyPilot: the accelerator&apos;s name in `sky show-gpus`; Slurm: the GRES type most sites configure (a site&apos;s gres.conf may name it otherwise); as of 2025-06</source>
        <translation>GKE: ノードラベル cloud.google.com/gke-accelerator と各 GPU のマシンタイプ (GKE「Run GPUs in Standard node pools」と Compute Engine「GPU machine types」)。SkyPilot: `sky show-gpus` でのアクセラレータ名。Slurm: 多くのサイトが設定する GRES タイプ (サイトの gres.conf では別名の場合があります)。2025-06 時点</translation>
    </message>
    <message>
        <source>GKE: the cloud.google.com/gke-tpu-accelerator node label, its machine types and the topology label (GKE &quot;Plan TPUs in GKE&quot;); SkyPilot: TPU names are the version and the TensorCore count (SkyPilot &quot;Cloud TPU&quot; guide); Slurm schedules no TPU; as of 2025-06</source>
        <translation>GKE: ノードラベル cloud.google.com/gke-tpu-accelerator、そのマシンタイプとトポロジーラベル (GKE「Plan TPUs in GKE」)。SkyPilot: TPU 名はバージョンと TensorCore 数 (SkyPilot「Cloud TPU」ガイド)。Slurm は TPU をスケジュールしません。2025-06 時点</translation>
    </message>
    <message>
        <source>%1: the plan asks for %2, more than the scheduler takes; the file says %3.</source>
        <translation>%1：プランは %2 を求めていますが、スケジューラーが受け付ける上限を超えるため、ファイルには %3 と記載します。</translation>
    </message>
    <message>
        <source>The time limit in hours</source>
        <translation>時間制限（時間）</translation>
    </message>
    <message>
        <source>The restarts allowed</source>
        <translation>許可する再起動回数</translation>
    </message>
    <message>
        <source>The disk in GB</source>
        <translation>ディスク容量（GB）</translation>
    </message>
    <message>
        <source>The grace period in seconds (sbatch&apos;s --signal)</source>
        <translation>猶予期間（秒、sbatch の --signal）</translation>
    </message>
    <message>
        <source>%1 is too long.</source>
        <translation>%1 が長すぎます。</translation>
    </message>
    <message>
        <source>%1 holds a line break or a control character.</source>
        <translation>%1 に改行または制御文字が含まれています。</translation>
    </message>
    <message>
        <source>%1 is not a name the schedulers accept.</source>
        <translation>%1 はスケジューラーが受け付ける名前ではありません。</translation>
    </message>
    <message>
        <source>The %1 is not in the table of TPU slice shapes this version knows: its slices, machine types and topology cannot be written.</source>
        <translation>%1 は、このバージョンが知る TPU スライス形状の表にありません。スライス、マシンタイプ、トポロジーを書き出せません。</translation>
    </message>
    <message>
        <source>No TPU job of %1 chips of the %2 runs on Google Cloud: a slice has one of the shapes Google lists, and a job of several slices takes multi-host slices of one shape. The nearest count that runs is %3 chips; change the plan&apos;s nodes to it.</source>
        <translation>%2 の %1 チップの TPU ジョブは Google Cloud で実行できません。スライスは Google が示す形状のいずれかで、複数スライスのジョブは同じ形状のマルチホスト スライスしか使えません。実行できる最も近い数は %3 チップです。プランのノード数をそれに変更してください。</translation>
    </message>
    <message>
        <source>No TPU job of %1 chips of the %2 runs on Google Cloud: a slice has one of the shapes Google lists, and a job of several slices takes multi-host slices of one shape. The nearest counts that run are %3 and %4 chips; change the plan&apos;s nodes to one of them.</source>
        <translation>%2 の %1 チップの TPU ジョブは Google Cloud で実行できません。スライスは Google が示す形状のいずれかで、複数スライスのジョブは同じ形状のマルチホスト スライスしか使えません。実行できる最も近い数は %3 チップと %4 チップです。プランのノード数をそのいずれかに変更してください。</translation>
    </message>
    <message>
        <source>Slurm cannot run the %1: it schedules a cluster&apos;s GPUs, and Cloud TPU is reached through GKE or the TPU API. Export it for GKE, or SkyPilot for one slice.</source>
        <translation>Slurm は %1 を実行できません。Slurm はクラスタの GPU をスケジュールするもので、Cloud TPU は GKE または TPU API から利用します。GKE 向けに、スライスが 1 つなら SkyPilot 向けにエクスポートしてください。</translation>
    </message>
    <message>
        <source>A SkyPilot task asks for one TPU slice, and the plan prices %1 chips of the %2: %3 slices of %4. Export it for GKE, whose JobSet runs every slice.</source>
        <translation>SkyPilot タスクが要求できる TPU スライスは 1 つですが、プランは %2 の %1 チップ (%4 のスライス %3 個) を見積もっています。JobSet ですべてのスライスを実行できる GKE 向けにエクスポートしてください。</translation>
    </message>
    <message>
        <source>The hot spares: GKE replaces a TPU slice&apos;s nodes together, so a spare node cannot stand in for one of them.</source>
        <translation>ホットスペア: GKE は TPU スライスのノードをまとめて置き換えるため、予備ノードがそのうちの 1 つの代わりになることはできません。</translation>
    </message>
    <message>
        <source>Assumed, not calibrated: no published LLM training run on T4 with its layout (model.md section 23); as of 2025-06</source>
        <translation>仮定（未較正）: no published LLM training run on T4 with its layout (model.md 節 23); 時点: 2025-06</translation>
    </message>
    <message>
        <source>Assumed, not calibrated: no published LLM training run on L4 with its layout (model.md section 23); as of 2025-06</source>
        <translation>仮定（未較正）: no published LLM training run on L4 with its layout (model.md 節 23); 時点: 2025-06</translation>
    </message>
    <message>
        <source>Assumed, not calibrated: below the A100&apos;s calibrated 0.65 for an older tensor core (model.md section 23); as of 2025-06</source>
        <translation>仮定（未較正）: below the A100&apos;s calibrated 0.65 for an older tensor core (model.md 節 23); 時点: 2025-06</translation>
    </message>
    <message>
        <source>Calibrated on Korthikanti et al. 2022 (Megatron-LM, 530B on 280 A100, 56.0 % MFU), model.md section 23; as of 2025-06</source>
        <translation>較正元: Korthikanti et al. 2022 (Megatron-LM, 530B on 280 A100, 56.0 % MFU), model.md 節 23; 時点: 2025-06</translation>
    </message>
    <message>
        <source>Calibrated on Korthikanti et al. 2022 (Megatron-LM, 530B on 280 A100 80 GB, 56.0 % MFU), model.md section 23; as of 2025-06</source>
        <translation>較正元: Korthikanti et al. 2022 (Megatron-LM, 530B on 280 A100 80 GB, 56.0 % MFU), model.md 節 23; 時点: 2025-06</translation>
    </message>
    <message>
        <source>Calibrated on Llama 3 405B on 8,192 H100 (Meta 2024, table 4, 430 TFLOP/s, 43 % MFU), model.md section 23; as of 2025-06</source>
        <translation>較正元: Llama 3 405B on 8,192 H100 (Meta 2024, table 4, 430 TFLOP/s, 43 % MFU), model.md 節 23; 時点: 2025-06</translation>
    </message>
    <message>
        <source>Extrapolated: the H100&apos;s calibrated 0.63 (the same tensor cores and peak), model.md section 23; as of 2025-06</source>
        <translation>外挿: the H100&apos;s calibrated 0.63 (the same tensor cores and peak), model.md 節 23; 時点: 2025-06</translation>
    </message>
    <message>
        <source>Extrapolated: the H100&apos;s calibrated 0.63, no published run with its layout yet (model.md section 23); as of 2025-06</source>
        <translation>外挿: the H100&apos;s calibrated 0.63, no published run with its layout yet (model.md 節 23); 時点: 2025-06</translation>
    </message>
    <message>
        <source>Multislice: slices of at most 256 chips (Cloud TPU v5e documentation) joined over the data-centre network, which the step model (model.md section 23) takes as data parallel between slices; Google Cloud&apos;s &apos;The world&apos;s largest distributed LLM training job on TPU v5e&apos; (2023-11) ran 50,944 v5e chips as one job; as of 2023-11</source>
        <translation>Multislice: 最大 256 チップのスライス（Cloud TPU v5e ドキュメント）をデータセンターネットワークで結合し、ステップモデル（model.md 第 23 節）はスライス間をデータ並列として扱う。Google Cloud の「The world&apos;s largest distributed LLM training job on TPU v5e」（2023-11）では 50,944 個の v5e チップを 1 つのジョブで実行。2023-11 時点</translation>
    </message>
    <message>
        <source>Extrapolated: TPU v4&apos;s 0.85, calibrated on PaLM 540B (Chowdhery et al. 2022, 46.2 % MFU), model.md section 23; as of 2025-06</source>
        <translation>外挿: TPU v4&apos;s 0.85, calibrated on PaLM 540B (Chowdhery et al. 2022, 46.2 % MFU), model.md 節 23; 時点: 2025-06</translation>
    </message>
    <message>
        <source>The priced accelerator holds the model with less than 10 % of its usable memory free: a longer batch, the framework&apos;s own buffers or fragmentation can run it out of memory. More nodes, more sharding, activation recomputation or an accelerator with more memory leave room.</source>
        <translation>算出対象のアクセラレータはモデルを収容できますが、使用可能メモリの空きが 10 % 未満です。バッチの長さ、フレームワーク自身のバッファ、断片化によってメモリ不足になるおそれがあります。ノードを増やす、シャーディングを強める、アクティベーションを再計算する、またはメモリの大きいアクセラレータを選ぶと余裕ができます。</translation>
    </message>
    <message>
        <source>It meets the deadline at %1, over the budget.</source>
        <translation>%1 で期限を満たしますが、予算を超えます。</translation>
    </message>
    <message>
        <source>It meets the goal at %1 (%2), more than the recommendation.</source>
        <translation>%1（%2）で目標を満たしますが、推奨より高くなります。</translation>
    </message>
    <message>
        <source>A tie: the cheapest, %1, costs %2 less (%3 %), within the model&apos;s accuracy of %4 %, and room in memory decides: it leaves %5 % of the usable memory free, less than %6 %, against %7 % here.</source>
        <translation>同等と判断しました。最も安価な %1 は %2（%3 %）安いものの、モデルの精度 %4 % の範囲内のため、メモリの余裕で決めました：そちらは使用可能メモリの %5 % しか空かず %6 % を下回りますが、こちらは %7 % 空きます。</translation>
    </message>
    <message>
        <source>A tie: the cheapest, %1, costs %2 less (%3 %), within the model&apos;s accuracy of %4 %, and the lower risk decides: %5 % likely in time against %6 %, %7 days at the 90th percentile against %8.</source>
        <translation>同等と判断しました。最も安価な %1 は %2（%3 %）安いものの、モデルの精度 %4 % の範囲内のため、リスクの低さで決めました：期限内に終わる確率 %5 %（対 %6 %）、90 パーセンタイルで %7 日（対 %8 日）。</translation>
    </message>
    <message>
        <source>%1 meets the deadline of %2 days with %3 % confidence: %4, %5 days expected, %6 days at the 90th percentile.</source>
        <translation>%1 は信頼度 %3 % で %2 日の期限を守ります：%4、期待値 %5 日、90 パーセンタイルで %6 日。</translation>
    </message>
    <message>
        <source>%1 is the cheapest configuration that meets the deadline of %2 days with %3 % confidence: %4, %5 days expected, %6 days at the 90th percentile.</source>
        <translation>%1 は、信頼度 %3 % で %2 日の期限を守る最も安価な構成です：%4、期待値 %5 日、90 パーセンタイルで %6 日。</translation>
    </message>
    <message>
        <source>Nothing meets the deadline of %1 days with %2 % confidence within the budget. Nearest: %3 at %4; a budget of %4 would admit it.</source>
        <translation>予算内で信頼度 %2 % で %1 日の期限を守れる構成はありません。最も近いのは %3（%4）で、予算が %4 あれば可能になります。</translation>
    </message>
    <message>
        <source>Checked: TPU v4&apos;s 0.85, calibrated on PaLM 540B (Chowdhery et al. 2022, 46.2 % MFU), against MaxText&apos;s ten published v5e runs it was not fitted to (held-out median error 7.4 %, model.md section 23); refitted on MaxText&apos;s two v5e calibration runs it would be 0.90, which made the check runs worse; as of 2026-12</source>
        <translation>検証済み: PaLM 540B (Chowdhery et al. 2022、MFU 46.2 %) で較正した TPU v4 の 0.85 を、当てはめに使っていない MaxText の公開 v5e 実行 10 件で検証 (ホールドアウト誤差の中央値 7.4 %、model.md 節 23)。MaxText の v5e 較正実行 2 件に当てはめると 0.90 になるが、検証実行の誤差が悪化した。時点: 2026-12</translation>
    </message>
    <message>
        <source>Checked: TPU v4&apos;s 0.85, calibrated on PaLM 540B (Chowdhery et al. 2022, 46.2 % MFU), against MaxText&apos;s five published v5p runs it was not fitted to (held-out median error 3.3 %, model.md section 23); refitted on MaxText&apos;s two v5p calibration runs it would be 0.92, which made the check runs worse; as of 2026-12</source>
        <translation>検証済み: PaLM 540B (Chowdhery et al. 2022、MFU 46.2 %) で較正した TPU v4 の 0.85 を、当てはめに使っていない MaxText の公開 v5p 実行 5 件で検証 (ホールドアウト誤差の中央値 3.3 %、model.md 節 23)。MaxText の v5p 較正実行 2 件に当てはめると 0.92 になるが、検証実行の誤差が悪化した。時点: 2026-12</translation>
    </message>
    <message>
        <source>Too large for its memory at any count.</source>
        <translation>どの台数でもメモリに収まらない。</translation>
    </message>
    <message>
        <source>%1: the PDF support of Goodput Planner cannot be loaded. Reinstalling Goodput Planner restores it.</source>
        <translation>%1: Goodput Planner の PDF 機能を読み込めません。Goodput Planner を再インストールすると元に戻ります。</translation>
    </message>
    <message>
        <source>The %1 has no GKE node label known to this catalog: the pods ask for the accelerators without choosing the nodes&apos; type.</source>
        <translation>このカタログには %1 の GKE ノードラベルがありません。Pod はノードの種類を選ばずにアクセラレータを要求します。</translation>
    </message>
    <message>
        <source>The Kubernetes manifests run vLLM, which serves a model, and this plan trains one. Export it for GKE, whose JobSet runs a training job, or as a SkyPilot task.</source>
        <translation>Kubernetes マニフェストはモデルを提供する vLLM を実行しますが、このプランはモデルを学習します。学習ジョブを実行する JobSet を持つ GKE 向け、または SkyPilot タスクとしてエクスポートしてください。</translation>
    </message>
    <message>
        <source>A serving plan runs a standing service, and a GKE JobSet runs a batch job that ends. Export it as a SkyPilot Serve task or as Kubernetes manifests for vLLM.</source>
        <translation>サービングプランは常駐するサービスを実行しますが、GKE の JobSet は終了するバッチジョブを実行します。SkyPilot Serve タスク、または vLLM 用の Kubernetes マニフェストとしてエクスポートしてください。</translation>
    </message>
    <message>
        <source>A serving plan runs a standing service, and a Slurm script runs a batch job that ends. Export it as a SkyPilot Serve task or as Kubernetes manifests for vLLM.</source>
        <translation>サービングプランは常駐するサービスを実行しますが、Slurm スクリプトは終了するバッチジョブを実行します。SkyPilot Serve タスク、または vLLM 用の Kubernetes マニフェストとしてエクスポートしてください。</translation>
    </message>
    <message>
        <source>A replica of %1 x %2 does not hold the model and its batch: change the accelerator, its count or the precision.</source>
        <translation>%1 × %2 のレプリカにはモデルとそのバッチが収まりません。アクセラレータ、その数、または精度を変更してください。</translation>
    </message>
    <message>
        <source>A vLLM replica runs on one TPU host, and a replica of %1 chips of the %2 is no single-host slice. Change the tensor degree to a single-host slice&apos;s chips.</source>
        <translation>vLLM のレプリカは 1 台の TPU ホストで動作しますが、%2 の %1 チップのレプリカは単一ホストのスライスではありません。テンソル並列度を単一ホストスライスのチップ数に変更してください。</translation>
    </message>
    <message>
        <source>The model&apos;s repository: this version knows none for %1, so the files name it as the plan does; replace it with the repository vLLM loads.</source>
        <translation>モデルのリポジトリ：このバージョンは %1 のリポジトリを知らないため、ファイルにはプランでの名前を記載しています。vLLM が読み込むリポジトリに置き換えてください。</translation>
    </message>
    <message>
        <source>The %1 weights: vLLM reads them from a checkpoint quantized to that format; name such a checkpoint as the model.</source>
        <translation>%1 の重み：vLLM はその形式に量子化されたチェックポイントから読み込みます。そのようなチェックポイントをモデルとして指定してください。</translation>
    </message>
    <message>
        <source>The latency targets: %1 scales on load, not on latency; the replicas and the load a replica takes are sized to meet them.</source>
        <translation>レイテンシ目標：%1 はレイテンシではなく負荷でスケールします。レプリカ数と 1 レプリカあたりの負荷は目標を満たすように決めてあります。</translation>
    </message>
    <message>
        <source>The reservation: %1 cannot name one. Name it in the cluster&apos;s or the cloud&apos;s own configuration.</source>
        <translation>予約：%1 では予約を指定できません。クラスタまたはクラウド側の設定で指定してください。</translation>
    </message>
    <message>
        <source>The TPU image: %1 runs GPUs; use vLLM&apos;s TPU image instead.</source>
        <translation>TPU イメージ：%1 は GPU 用です。代わりに vLLM の TPU イメージを使ってください。</translation>
    </message>
    <message>
        <source>None published: no committed use discount is offered for the H800 on Google Cloud; 0 % entered.</source>
        <translation>公開なし: Google Cloud では H800 の確約利用割引は提供されていません。0 % を入力しています。</translation>
    </message>
    <message>
        <source>DeepSeek-V3 was trained on 2,048 H800 in one job (DeepSeek-V3 Technical Report, section 3.1).</source>
        <translation>DeepSeek-V3 は 2,048 基の H800 で 1 つのジョブとして学習されました（DeepSeek-V3 Technical Report 3.1 節）。</translation>
    </message>
    <message>
        <source>Checked: the H100&apos;s calibrated 0.63 (the same tensor cores and peak), checked on DeepSeek-V3&apos;s pre-training on 2,048 H800 (the MoE step of model.md section 26 predicts 23 % fewer tokens a second than published); as of 2026-12</source>
        <translation>検証済み: H100 の校正値 0.63（同じテンソルコアとピーク）を、2,048 基の H800 での DeepSeek-V3 の事前学習で検証（model.md 26 節の MoE ステップは公表値より 23 % 少ない毎秒トークン数を予測）。2026-12 時点</translation>
    </message>
    <message>
        <source>None published for dense LLM training on this accelerator that this catalog could cite; DeepSeek-V3&apos;s own run (an MoE model) is in model.md section 26.</source>
        <translation>このアクセラレータでの密な LLM 学習について、本カタログが引用できる公開値はありません。DeepSeek-V3 自身の実行（MoE モデル）は model.md 26 節にあります。</translation>
    </message>
    <message>
        <source>HGX H800 nodes of 8 GPUs behind NVSwitch (DeepSeek-V3 Technical Report, section 3.1).</source>
        <translation>NVSwitch で結ばれた 8 GPU の HGX H800 ノード（DeepSeek-V3 Technical Report 3.1 節）。</translation>
    </message>
    <message>
        <source>Not published: the H800 is not sold on Google Cloud or by any cloud that lists a price this catalog could cite. The figures are the H100 80 GB row&apos;s (a3-highgpu-8g ÷ 8, us-central1, as of 2025-06), taken for the same compute; override with the customer&apos;s quote.</source>
        <translation>公開なし: H800 は Google Cloud でも、本カタログが引用できる価格を掲載するクラウドでも販売されていません。数値は同じ演算性能として H100 80 GB の行（a3-highgpu-8g ÷ 8、us-central1、2025-06 時点）を採用しています。顧客の見積もりで上書きしてください。</translation>
    </message>
    <message>
        <source>InfiniBand, one 400 Gbps NIC per GPU, 50 GB/s per GPU (DeepSeek-V3 Technical Report, sections 3.1 and 3.2.2); as of 2025-06</source>
        <translation>InfiniBand、GPU ごとに 400 Gbps の NIC 1 枚、GPU あたり 50 GB/s（DeepSeek-V3 Technical Report 3.1 節と 3.2.2 節）。2025-06 時点</translation>
    </message>
    <message>
        <source>NVLink 400 GB/s both ways, 200 each way (NVIDIA H800 product brief); 8 GPUs per node behind NVSwitch: the all-to-all of EP x ETP up to 8 stays on NVLink; DeepSeek measures about 160 GB/s in its all-to-all kernels (DeepSeek-V3 Technical Report, section 3.2.2); as of 2025-06</source>
        <translation>NVLink 双方向 400 GB/s、片方向 200（NVIDIA H800 製品概要）。ノードあたり 8 GPU が NVSwitch で接続: EP x ETP が 8 以内の All-to-All は NVLink 上に留まります。DeepSeek は自社の All-to-All カーネルで約 160 GB/s を計測（DeepSeek-V3 Technical Report 3.2.2 節）。2025-06 時点</translation>
    </message>
    <message>
        <source>NVIDIA H800 SXM5: the H100 SXM5&apos;s tensor cores and HBM (989 TFLOPS BF16 dense, 1,979 TFLOPS FP8 dense, 80 GB HBM3 at 3.35 TB/s, up to 700 W) with NVLink cut to 400 GB/s both ways against the H100&apos;s 900 (NVIDIA H800 product brief; DeepSeek-V3 Technical Report, section 3.1; DeepSeek&apos;s ISCA 2025 paper &quot;Insights into DeepSeek-V3&quot;)</source>
        <translation>NVIDIA H800 SXM5: H100 SXM5 と同じテンソルコアと HBM（BF16 密 989 TFLOPS、FP8 密 1,979 TFLOPS、80 GB HBM3・3.35 TB/s、最大 700 W）で、NVLink は双方向 400 GB/s に削減（H100 は 900）（NVIDIA H800 製品概要、DeepSeek-V3 Technical Report 3.1 節、DeepSeek の ISCA 2025 論文「Insights into DeepSeek-V3」）</translation>
    </message>
    <message>
        <source>Google Cloud committed use discounts for accelerators: typical 1-year and 3-year percentages, assumed as for A4; confirm for the machine family and region.</source>
        <translation>Google Cloud のアクセラレータ向け確約利用割引: 1 年・3 年の一般的な割合を A4 と同じと仮定。マシンファミリーとリージョンについて確認してください。</translation>
    </message>
    <message>
        <source>Illustrative: A4X clusters of many NVL72 racks joined over RDMA networking; as the H100&apos;s A3 clusters, confirm with the capacity team.</source>
        <translation>例示: 多数の NVL72 ラックを RDMA ネットワークで結んだ A4X クラスタ。H100 の A3 クラスタと同様に、キャパシティチームに確認してください。</translation>
    </message>
    <message>
        <source>Checked: the H100&apos;s calibrated 0.63 (no dense run on GB200 calibrates it), checked on the published MoE runs on GB200 NVL72 of model.md section 26 (Megatron-Bridge 26.02.01 and the Megatron-MoE model zoo: median error 17 to 29 %); as of 2026-12</source>
        <translation>検証済み: H100 の校正値 0.63（GB200 での密な実行による校正はなし）を、model.md 26 節の GB200 NVL72 での公開 MoE 実行（Megatron-Bridge 26.02.01 と Megatron-MoE モデルズー: 誤差の中央値 17〜29 %）で検証。2026-12 時点</translation>
    </message>
    <message>
        <source>None published for dense LLM training on this accelerator that this catalog could cite; the MoE runs on GB200 NVL72 are in model.md section 26.</source>
        <translation>このアクセラレータでの密な LLM 学習について、本カタログが引用できる公開値はありません。GB200 NVL72 での MoE の実行は model.md 26 節にあります。</translation>
    </message>
    <message>
        <source>Google Cloud a4x-highgpu-4g: 4 GB200 GPUs and 2 Grace CPUs a machine, 18 machines an NVL72 rack (GPU machine types, as of 2025-06)</source>
        <translation>Google Cloud a4x-highgpu-4g: マシンあたり GB200 GPU 4 基と Grace CPU 2 基、NVL72 ラックあたり 18 マシン（GPU マシンタイプ、2025-06 時点）</translation>
    </message>
    <message>
        <source>Not published: Google Cloud sells A4X (a4x-highgpu-4g, 4 GB200 a machine) through reservations and its sales team, with no list price on the GPU pricing page as of 2025-06. Estimated: the B200 row&apos;s A4 price ($18.00 on demand, $6.30 Spot per GPU-hour) scaled by the peak, 2,500 over 2,250 TFLOPS; confirm and override with the customer&apos;s quote.</source>
        <translation>公開なし: Google Cloud は A4X（a4x-highgpu-4g、マシンあたり GB200 4 基）を予約と営業チーム経由で販売しており、2025-06 時点で GPU 料金ページに定価はありません。推定: B200 の行の A4 価格（オンデマンド 18.00 ドル、Spot 6.30 ドル／GPU 時間）をピーク比 2,500 対 2,250 TFLOPS で換算。顧客の見積もりで確認し上書きしてください。</translation>
    </message>
    <message>
        <source>Google Cloud A4X: 4 ConnectX-7 NICs of 400 Gbps a machine of 4 GPUs, 50 GB/s per GPU (A4X machine series documentation; DGX GB200 reference architecture); as of 2025-06</source>
        <translation>Google Cloud A4X: 4 GPU のマシンごとに 400 Gbps の ConnectX-7 NIC 4 枚、GPU あたり 50 GB/s（A4X マシンシリーズのドキュメント、DGX GB200 リファレンスアーキテクチャ）。2025-06 時点</translation>
    </message>
    <message>
        <source>NVLink 5, 1.8 TB/s both ways, 900 GB/s each way, all 72 GPUs of a rack in one NVLink domain through the NVLink switch trays (NVIDIA GB200 NVL72 datasheet): the all-to-all of EP x ETP up to 72 stays on NVLink; as of 2025-06</source>
        <translation>NVLink 5、双方向 1.8 TB/s、片方向 900 GB/s。ラックの 72 GPU すべてが NVLink スイッチトレイを介して 1 つの NVLink ドメインに入ります（NVIDIA GB200 NVL72 データシート）: EP x ETP が 72 以内の All-to-All は NVLink 上に留まります。2025-06 時点</translation>
    </message>
    <message>
        <source>NVIDIA GB200 NVL72 datasheet, per rack of 72 Blackwell GPUs: 360 PFLOPS BF16 and 720 FP8 with sparsity, 1,440 FP4 with sparsity, 13.4 TB HBM3e at 576 TB/s, NVLink 5 of 130 TB/s; per GPU 2.5 PFLOPS BF16, 5 FP8 and 10 FP4 dense, 186 GB at 8 TB/s, 1.8 TB/s NVLink; about 1,200 W a GPU (2,700 W a GB200 superchip of two GPUs and a Grace CPU)</source>
        <translation>NVIDIA GB200 NVL72 データシート、72 基の Blackwell GPU を載せたラックあたり: スパース性ありで BF16 360 PFLOPS、FP8 720、FP4 1,440、HBM3e 13.4 TB・576 TB/s、NVLink 5 は 130 TB/s。GPU あたり密で BF16 2.5 PFLOPS、FP8 5、FP4 10、186 GB・8 TB/s、NVLink 1.8 TB/s。GPU あたり約 1,200 W（GPU 2 基と Grace CPU 1 基の GB200 スーパーチップで 2,700 W）</translation>
    </message>
</context>
<context>
    <name>gp::Checker</name>
    <message>
        <source>text</source>
        <translation>テキスト</translation>
    </message>
    <message>
        <source>id</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>help</source>
        <translation>ヘルプ</translation>
    </message>
    <message>
        <source>rationale</source>
        <translation>根拠</translation>
    </message>
    <message>
        <source>source quotation</source>
        <translation>出典の引用</translation>
    </message>
    <message>
        <source>meaning</source>
        <translation>意味</translation>
    </message>
    <message>
        <source>gotcha</source>
        <translation>注意点</translation>
    </message>
    <message>
        <source>answer label</source>
        <translation>回答ラベル</translation>
    </message>
    <message>
        <source>answer finding</source>
        <translation>回答の所見</translation>
    </message>
</context>
<context>
    <name>gp::Parser</name>
    <message>
        <source>unexpected &apos;%1&apos;</source>
        <translation>予期しない「%1」</translation>
    </message>
    <message>
        <source>the condition is a %1, not true or false</source>
        <translation>条件が%1で、真または偽ではありません</translation>
    </message>
    <message>
        <source>%1, at character %2</source>
        <translation>%1(%2 文字目)</translation>
    </message>
    <message>
        <source>a number cannot be read</source>
        <translation>数値を読み取れません</translation>
    </message>
    <message>
        <source>a text has no closing quote</source>
        <translation>テキストの閉じ引用符がありません</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not part of a condition</source>
        <translation>「%1」は条件に使えません</translation>
    </message>
    <message>
        <source>nested deeper than %1</source>
        <translation>入れ子が %1 段を超えています</translation>
    </message>
    <message>
        <source>&apos;%1&apos; joins truth values</source>
        <translation>「%1」は真偽値をつなぎます</translation>
    </message>
    <message>
        <source>&apos;not&apos; takes a truth value</source>
        <translation>「not」には真偽値が必要です</translation>
    </message>
    <message>
        <source>&apos;%1&apos; compares a %2 with a %3</source>
        <translation>「%1」が%2と%3を比較しています</translation>
    </message>
    <message>
        <source>&apos;%1&apos; compares numbers only</source>
        <translation>「%1」は数値だけを比較します</translation>
    </message>
    <message>
        <source>a &apos;(&apos; is not closed</source>
        <translation>「(」が閉じられていません</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a figure of the plan</source>
        <translation>「%1」はプランの数値ではありません</translation>
    </message>
    <message>
        <source>the condition ends too early</source>
        <translation>条件が途中で終わっています</translation>
    </message>
</context>
<context>
    <name>gpui</name>
    <message>
        <source>On-demand</source>
        <translation>オンデマンド</translation>
    </message>
    <message>
        <source>Spot</source>
        <translation>Spot</translation>
    </message>
    <message>
        <source>DWS flex-start</source>
        <translation>DWS フレックススタート</translation>
    </message>
    <message>
        <source>DWS calendar</source>
        <translation>DWS カレンダー</translation>
    </message>
    <message>
        <source>Reservation (1-year committed use)</source>
        <translation>予約（1 年間の確約利用）</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>質問</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>アクション</translation>
    </message>
    <message>
        <source>Recommendation</source>
        <translation>推奨</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>終点</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>ノード数</translation>
    </message>
    <message>
        <source>Nodes in the job. Failure cost scales quadratically: for large-scale training on massive clusters, the cost of failure rises quadratically with scale.</source>
        <translation>ジョブのノード数。障害コストは 2 乗で増えます。巨大なクラスタでの大規模トレーニングでは、障害のコストが規模の 2 乗で増加します。</translation>
    </message>
    <message>
        <source>Accelerators per node</source>
        <translation>ノードあたりのアクセラレータ数</translation>
    </message>
    <message>
        <source>GPUs or TPU chips per node.</source>
        <translation>ノードあたりの GPU または TPU チップ数。</translation>
    </message>
    <message>
        <source>Evaluation window</source>
        <translation>評価期間</translation>
    </message>
    <message numerus="yes">
        <source> days</source>
        <translation>
            <numerusform> 日</numerusform>
        </translation>
    </message>
    <message>
        <source>t_w: the goodput evaluation period.</source>
        <translation>t_w：グッドプットの評価期間。</translation>
    </message>
    <message>
        <source>Initial wait for capacity</source>
        <translation>容量確保までの初期待ち時間</translation>
    </message>
    <message>
        <source> h</source>
        <translation> 時間</translation>
    </message>
    <message>
        <source>Time before all resources are available. On-demand or preemptible instances can hit stockouts; reservations (DWS calendar mode) avoid them.</source>
        <translation>すべてのリソースが利用可能になるまでの時間。オンデマンドやプリエンプティブルのインスタンスは在庫切れになることがあり、予約（DWS カレンダーモード）で回避できます。</translation>
    </message>
    <message>
        <source> min</source>
        <translation> 分</translation>
    </message>
    <message>
        <source>Hot spare swap time</source>
        <translation>ホットスペアの切り替え時間</translation>
    </message>
    <message>
        <source>Hot spares: keep pre-provisioned, idle resources ready to take over, minimizing the time to schedule resources when resuming from an interruption.</source>
        <translation>ホットスペア：事前にプロビジョニングした待機リソースを用意しておき、中断からの再開時にリソースをスケジュールする時間を最小化します。</translation>
    </message>
    <message>
        <source> /node-day</source>
        <translation> /ノード日</translation>
    </message>
    <message>
        <source>Hardware and software failures per node per day. They give no warning: the progress since the last checkpoint is lost.</source>
        <translation>ノードあたり 1 日のハードウェア・ソフトウェア障害。警告がないため、前回のチェックポイント以降の進捗が失われます。</translation>
    </message>
    <message>
        <source>Checkpoint interval</source>
        <translation>チェックポイント間隔</translation>
    </message>
    <message>
        <source>Checkpoint save cost</source>
        <translation>チェックポイント保存のコスト</translation>
    </message>
    <message>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <source>SIGTERM grace period</source>
        <translation>SIGTERM の猶予時間</translation>
    </message>
    <message>
        <source>Restore and warm-up</source>
        <translation>復元とウォームアップ</translation>
    </message>
    <message>
        <source>The part of t_rm (time to resume) spent starting, restoring the checkpoint and warming up.</source>
        <translation>t_rm（再開時間）のうち、起動、チェックポイントの復元、ウォームアップにかかる部分。</translation>
    </message>
    <message>
        <source>Container image size</source>
        <translation>コンテナイメージのサイズ</translation>
    </message>
    <message>
        <source> GB</source>
        <translation> GB</translation>
    </message>
    <message>
        <source>Container and model image pulled on every resume, unless preloaded.</source>
        <translation>コンテナとモデルのイメージは、事前読み込みしない限り再開のたびに取得されます。</translation>
    </message>
    <message>
        <source>Registry pull rate</source>
        <translation>レジストリからの取得速度</translation>
    </message>
    <message>
        <source> GB/min</source>
        <translation> GB/分</translation>
    </message>
    <message>
        <source>How fast the image comes from the container registry.</source>
        <translation>コンテナレジストリからイメージを取得する速さ。</translation>
    </message>
    <message>
        <source>Preload speed-up</source>
        <translation>事前読み込みによる高速化</translation>
    </message>
    <message>
        <source> ×</source>
        <translation> ×</translation>
    </message>
    <message>
        <source>Model FLOP utilization</source>
        <translation>モデル FLOP 使用率</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source>Program goodput: the fraction of the hardware&apos;s peak the job extracts. Custom kernels (Pallas, flash attention), host offload and int8 AQT raise it.</source>
        <translation>プログラム・グッドプット：ジョブがハードウェアのピーク性能から引き出す割合。カスタムカーネル（Pallas、flash attention）、ホストオフロード、int8 AQT で向上します。</translation>
    </message>
    <message>
        <source>Scheduling</source>
        <translation>スケジューリング</translation>
    </message>
    <message>
        <source>Runtime</source>
        <translation>ランタイム</translation>
    </message>
    <message>
        <source>Program</source>
        <translation>プログラム</translation>
    </message>
    <message>
        <source>Reschedule after a failure</source>
        <translation>障害後の再スケジュール</translation>
    </message>
    <message>
        <source>t_re: time to reschedule the slice after a failure, when no hot spare is free. It is accounted under scheduling goodput.</source>
        <translation>t_re: 空きホットスペアがないときに障害後スライスを再スケジュールする時間。スケジューリンググッドプットに計上されます。</translation>
    </message>
    <message>
        <source>Reschedule after maintenance</source>
        <translation>メンテナンス後の再スケジュール</translation>
    </message>
    <message>
        <source>t_re after a maintenance or defragmentation preemption, when no hot spare is free.</source>
        <translation>空きホットスペアがないときの、メンテナンスまたはデフラグによるプリエンプション後の t_re。</translation>
    </message>
    <message>
        <source>Reschedule after a Spot preemption</source>
        <translation>Spot プリエンプション後の再スケジュール</translation>
    </message>
    <message>
        <source>t_re after a Spot preemption: Spot capacity may not come back for hours. Hot spares do not help: they are preempted with the job.</source>
        <translation>Spot プリエンプション後の t_re: Spot の容量は何時間も戻らないことがあります。ホットスペアはジョブと一緒にプリエンプトされるため役に立ちません。</translation>
    </message>
    <message>
        <source>Spare repair time</source>
        <translation>スペアの修理時間</translation>
    </message>
    <message>
        <source>Until a node taken out of the job (a failure or maintenance) is back in the spare pool. A failure that finds every spare in repair waits for a reschedule.</source>
        <translation>ジョブから外れたノード (障害またはメンテナンス) がスペアプールに戻るまでの時間。すべてのスペアが修理中のときの障害は再スケジュールを待ちます。</translation>
    </message>
    <message>
        <source>Failures (no warning)</source>
        <translation>障害 (予告なし)</translation>
    </message>
    <message>
        <source>Maintenance preemptions (warned)</source>
        <translation>メンテナンスによるプリエンプション (予告あり)</translation>
    </message>
    <message>
        <source>Maintenance and defragmentation preemptions per node per day: the job receives SIGTERM that warns of imminent interruption, then a grace period.</source>
        <translation>ノード 1 日あたりのメンテナンスおよびデフラグによるプリエンプション。ジョブは差し迫った中断を知らせる SIGTERM を受け取り、その後に猶予時間があります。</translation>
    </message>
    <message>
        <source>Spot preemptions (warned)</source>
        <translation>Spot プリエンプション (予告あり)</translation>
    </message>
    <message>
        <source>Spot preemptions per node per day, with a SIGTERM and the Spot grace period. They happen only when the capacity is Spot.</source>
        <translation>ノード 1 日あたりの Spot プリエンプション (SIGTERM と Spot の猶予時間あり)。容量が Spot の場合にのみ発生します。</translation>
    </message>
    <message>
        <source>Progress between checkpoints. An interruption loses the progress since the last completed save: about half an interval when interruptions are rare, more when they are not.</source>
        <translation>チェックポイント間の進捗。中断は最後に完了した保存以降の進捗を失います。中断がまれなら間隔の約半分、そうでなければそれ以上です。</translation>
    </message>
    <message>
        <source>Time between the SIGTERM warning of maintenance and the stop: the emergency checkpoint must fit in it.</source>
        <translation>メンテナンスの SIGTERM 警告から停止までの時間。緊急チェックポイントはこの時間内に収まる必要があります。</translation>
    </message>
    <message>
        <source>Spot grace period</source>
        <translation>Spot の猶予時間</translation>
    </message>
    <message>
        <source>Time between a Spot preemption&apos;s SIGTERM and the stop (30 seconds on Google Cloud).</source>
        <translation>Spot プリエンプションの SIGTERM から停止までの時間 (Google Cloud では 30 秒)。</translation>
    </message>
    <message>
        <source>Reservation (3-year committed use)</source>
        <translation>予約（3 年確約利用）</translation>
    </message>
    <message>
        <source>Adam (mixed precision)</source>
        <translation>Adam（混合精度）</translation>
    </message>
    <message>
        <source>8-bit Adam</source>
        <translation>8 ビット Adam</translation>
    </message>
    <message>
        <source>SGD with momentum</source>
        <translation>モーメンタム付き SGD</translation>
    </message>
    <message>
        <source>replicated data parallel</source>
        <translation>複製データ並列</translation>
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
        <translation>1回のチェックポイント保存にかかる時間（実測または見積もり）。チェックポイントの状態を指定すると、実測と指定しない限り状態と書き込み帯域幅から導出されます。</translation>
    </message>
    <message>
        <source>Blocking part of a save</source>
        <translation>保存のブロッキング部分</translation>
    </message>
    <message>
        <source>Asynchronous checkpointing (Orbax, PyTorch distributed checkpointing): the job stalls only while the state is copied off the accelerators; the rest of the save uploads behind the training. An interruption during an upload goes back to the checkpoint before.</source>
        <translation>非同期チェックポイント（Orbax、PyTorch分散チェックポイント）：ジョブが停止するのは状態をアクセラレータからコピーする間だけで、残りは学習の裏でアップロードされます。アップロード中の中断では、その前のチェックポイントに戻ります。</translation>
    </message>
    <message>
        <source>Checkpoint state</source>
        <translation>チェックポイントの状態</translation>
    </message>
    <message>
        <source>The bytes one checkpoint writes: weights and optimizer state. Mixed-precision Adam keeps about 14 bytes per parameter. 0: use the save cost as typed.</source>
        <translation>1回のチェックポイントが書き込むバイト数（重みとオプティマイザ状態）。混合精度のAdamではパラメータあたり約14バイトです。0：入力した保存コストをそのまま使います。</translation>
    </message>
    <message>
        <source>Write bandwidth per node</source>
        <translation>ノードあたりの書き込み帯域幅</translation>
    </message>
    <message>
        <source> GB/s</source>
        <translation> GB/s</translation>
    </message>
    <message>
        <source>Each node&apos;s write bandwidth to the checkpoint storage; the job writes with all of its nodes.</source>
        <translation>各ノードのチェックポイントストレージへの書き込み帯域幅。ジョブは全ノードで書き込みます。</translation>
    </message>
    <message>
        <source>Storage write limit (0: none)</source>
        <translation>ストレージの書き込み上限（0：なし）</translation>
    </message>
    <message>
        <source>The storage&apos;s own aggregate write bandwidth, which caps the nodes&apos; sum.</source>
        <translation>ストレージ自体の合計書き込み帯域幅で、ノードの合計を上限づけます。</translation>
    </message>
    <message>
        <source>Read bandwidth per node</source>
        <translation>ノードあたりの読み込み帯域幅</translation>
    </message>
    <message>
        <source>Each node&apos;s read bandwidth from the checkpoint storage, for a restore.</source>
        <translation>復元時の、各ノードのチェックポイントストレージからの読み込み帯域幅。</translation>
    </message>
    <message>
        <source>Storage read limit (0: none)</source>
        <translation>ストレージの読み込み上限（0：なし）</translation>
    </message>
    <message>
        <source>The storage&apos;s own aggregate read bandwidth, which caps the nodes&apos; sum.</source>
        <translation>ストレージ自体の合計読み込み帯域幅で、ノードの合計を上限づけます。</translation>
    </message>
    <message>
        <source>Fixed overhead per save or restore</source>
        <translation>保存・復元ごとの固定オーバーヘッド</translation>
    </message>
    <message>
        <source>Opening, metadata and the commit: paid once per save and once per restore.</source>
        <translation>オープン、メタデータ、コミット：保存ごと・復元ごとに1回かかります。</translation>
    </message>
    <message>
        <source>Checkpoints kept in storage</source>
        <translation>ストレージに保持するチェックポイント数</translation>
    </message>
    <message>
        <source>How many checkpoints the object storage keeps at once: the costs bill them per GB-month at the catalog&apos;s storage price while the run lasts.</source>
        <translation>オブジェクトストレージに同時に保持するチェックポイントの数。実行期間中、カタログのストレージ価格でGB・月あたりに課金されます。</translation>
    </message>
    <message>
        <source>Fast tier interval</source>
        <translation>高速層の間隔</translation>
    </message>
    <message>
        <source>Progress between fast saves to host memory or local SSD. The persistent save comes with every n-th fast one, n the persistent interval over this one, rounded.</source>
        <translation>ホストメモリまたはローカル SSD への高速保存の間の進捗。永続保存は n 回目ごとの高速保存と同時に行われます（n は永続間隔をこの間隔で割って丸めた値）。</translation>
    </message>
    <message>
        <source>Fast save cost</source>
        <translation>高速保存のコスト</translation>
    </message>
    <message>
        <source>The stall of one fast save. With a checkpoint state it is derived from the state, the copies and the fast tier&apos;s write bandwidth.</source>
        <translation>1 回の高速保存による停止時間。チェックポイント状態があれば、状態・コピー数・高速層の書き込み帯域から導出されます。</translation>
    </message>
    <message>
        <source>Fast tier write bandwidth per node</source>
        <translation>ノードあたりの高速層書き込み帯域</translation>
    </message>
    <message>
        <source>Each node writes its shard to its own memory or SSD and to the peers that hold its copies.</source>
        <translation>各ノードは自分のシャードを自身のメモリまたは SSD と、そのコピーを保持するピアに書き込みます。</translation>
    </message>
    <message>
        <source>Fast tier read bandwidth per node</source>
        <translation>ノードあたりの高速層読み取り帯域</translation>
    </message>
    <message>
        <source>A restore from the fast tier reads one copy of each shard, the node&apos;s own or a peer&apos;s.</source>
        <translation>高速層からの復元は、各シャードのコピーを 1 つ（自ノードのものかピアのもの）読み取ります。</translation>
    </message>
    <message>
        <source>Copies of each fast checkpoint</source>
        <translation>高速チェックポイントごとのコピー数</translation>
    </message>
    <message>
        <source>Nodes of a group holding each node&apos;s fast checkpoint, its own included: it survives the loss of fewer nodes than this. One copy survives no node&apos;s loss.</source>
        <translation>各ノードの高速チェックポイントを保持するグループ内のノード数（自ノードを含む）: これより少ないノードの喪失には耐えます。コピーが 1 つではどのノードの喪失にも耐えません。</translation>
    </message>
    <message>
        <source>Nodes per replication group</source>
        <translation>複製グループあたりのノード数</translation>
    </message>
    <message>
        <source>The group whose nodes hold each other&apos;s copies; at least as many nodes as copies.</source>
        <translation>互いのコピーを保持するノードのグループ。コピー数以上のノードが必要です。</translation>
    </message>
    <message>
        <source>Custom model</source>
        <translation>カスタムモデル</translation>
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
        <translation>INT8（重み）</translation>
    </message>
    <message>
        <source>INT4 (weights)</source>
        <translation>INT4（重み）</translation>
    </message>
    <message>
        <source>Neither T4 nor L4 holds the model with its cache or meets the latency targets within one VM: the tree&apos;s answer for large serving is the NVLink options.</source>
        <translation>T4 も L4 も、1 台の VM 内でモデルとキャッシュを収めることもレイテンシ目標を満たすこともできません。大規模サービングに対するツリーの答えは NVLink の選択肢です。</translation>
    </message>
    <message>
        <source>The scale comes from the smallest T4 or L4 deployment that serves the traffic within the targets (%1, accelerators: %2).</source>
        <translation>規模は、目標内でトラフィックを処理できる最小の T4 または L4 デプロイから決まります（%1、アクセラレータ数: %2）。</translation>
    </message>
    <message>
        <source>%1 T</source>
        <translation>%1 T</translation>
    </message>
    <message>
        <source>%1 B</source>
        <translation>%1 B</translation>
    </message>
    <message>
        <source>%1 M</source>
        <translation>%1 M</translation>
    </message>
    <message>
        <source>FP4 (Blackwell)</source>
        <translation>FP4（Blackwell）</translation>
    </message>
    <message>
        <source>In-job detection</source>
        <translation>ジョブ内の検出</translation>
    </message>
    <message>
        <source>From a node&apos;s loss until the job starts restarting around it: heartbeat and collective timeouts (about a minute in published systems).</source>
        <translation>ノードの損失から、ジョブがそれを除いて再起動を始めるまで：ハートビートと集団通信のタイムアウト（公開されたシステムでは約 1 分）。</translation>
    </message>
    <message>
        <source>In-job restart</source>
        <translation>ジョブ内再起動</translation>
    </message>
    <message>
        <source>Re-forming the process groups and re-initialising the ranks inside the job, before the checkpoint is read (about a minute in published systems, against ten or more for a full restart).</source>
        <translation>チェックポイントを読む前に、ジョブ内でプロセスグループを組み直しランクを再初期化する時間（公開されたシステムでは約 1 分、完全な再起動では 10 分以上）。</translation>
    </message>
    <message>
        <source>Stragglers (slow nodes)</source>
        <translation>ストラグラー（低速ノード）</translation>
    </message>
    <message>
        <source>How often a node turns slow, per node per day. A synchronous step waits for its slowest rank, so the whole job slows until the node is found and evicted; the eviction restarts the job as a failure does. No published rate: measure your own.</source>
        <translation>ノードが低速になる頻度（ノード・日あたり）。同期ステップは最も遅いランクを待つため、そのノードが見つかり除外されるまでジョブ全体が遅くなります。除外は障害と同様にジョブを再起動します。公開された率はありません。ご自身で測定してください。</translation>
    </message>
    <message>
        <source>Straggler slowdown</source>
        <translation>ストラグラーによる減速</translation>
    </message>
    <message>
        <source>The throughput the job loses while a slow node is in it: Falcon (2024) measured jobs 1.34 times slower on average, a loss of 25 %.</source>
        <translation>低速ノードがある間にジョブが失うスループット。Falcon（2024）はジョブが平均 1.34 倍遅くなると測定しました。損失は 25 % です。</translation>
    </message>
    <message>
        <source>Straggler found automatically after</source>
        <translation>ストラグラーの自動検出までの時間</translation>
    </message>
    <message>
        <source>From a node turning slow to its eviction with automatic detection: nvidia-resiliency-ext reports each rank&apos;s relative speed every 60 to 300 seconds.</source>
        <translation>自動検出時の、ノードが低速になってから除外されるまでの時間。nvidia-resiliency-ext は各ランクの相対速度を 60〜300 秒ごとに報告します。</translation>
    </message>
    <message>
        <source>Straggler found by hand after</source>
        <translation>ストラグラーの手動発見までの時間</translation>
    </message>
    <message>
        <source>From a node turning slow to its eviction when people notice the slower steps. No published figure: an assumption to set from your own experience.</source>
        <translation>人が遅いステップに気づく場合の、ノードが低速になってから除外されるまでの時間。公開された数値はありません。ご自身の経験から設定する仮定です。</translation>
    </message>
    <message>
        <source>Data-parallel replicas</source>
        <translation>データ並列レプリカ数</translation>
    </message>
    <message>
        <source>d: the job&apos;s data-parallel replicas. A lost node takes one of them, so the shrunk job runs at (d − 1) / d of its throughput until the node&apos;s replacement comes.</source>
        <translation>d：ジョブのデータ並列レプリカ数。失われたノードはそのうち 1 つを奪うため、縮小したジョブはノードの交換が来るまで (d − 1) / d のスループットで動作します。</translation>
    </message>
    <message>
        <source>Regrow pause</source>
        <translation>再拡張の一時停止</translation>
    </message>
    <message>
        <source>The pause while the shrunk job re-forms its groups around the returned node (about a minute in published systems).</source>
        <translation>縮小したジョブが戻ったノードを含めてグループを再構成する間の一時停止（公開されたシステムでは約 1 分）。</translation>
    </message>
    <message>
        <source>Optimizing GPU Usage: preloading a 16 GB container is about 29x faster than pulling from a container registry.</source>
        <translation>「Optimizing GPU Usage」によれば、16 GB のコンテナの事前読み込みは、コンテナレジストリからの取得より約 29 倍高速です。</translation>
    </message>
    <message numerus="yes">
        <source> days</source>
        <comment>after a number, in the dative (in 30 days)</comment>
        <translation>
            <numerusform> 日</numerusform>
        </translation>
    </message>
    <message>
        <source>.</source>
        <comment>the full stop that ends a sentence</comment>
        <translation>。</translation>
    </message>
    <message>
        <source>hybrid sharding (FSDP within a node or slice)</source>
        <translation>ハイブリッドシャーディング（ノードまたはスライス内で FSDP）</translation>
    </message>
    <message>
        <source>The scale comes from the smallest T4 or L4 deployment that serves the traffic; no latency targets set (%1, accelerators: %2).</source>
        <translation>規模は、トラフィックを処理できる最小の T4 または L4 デプロイから決まります。レイテンシ目標は設定されていません（%1、アクセラレータ数: %2）。</translation>
    </message>
</context>
<context>
    <name>gpui::AnswerRow</name>
    <message>
        <source>Remove</source>
        <translation>削除</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>回答</translation>
    </message>
    <message>
        <source>Leads to</source>
        <translation>行き先</translation>
    </message>
    <message>
        <source>Finding</source>
        <translation>所見</translation>
    </message>
    <message>
        <source>Condition</source>
        <translation>条件</translation>
    </message>
    <message>
        <source>The answer as a sentence, for the study</source>
        <translation>学習用に回答を文で</translation>
    </message>
    <message>
        <source>When the plan decides it: accelerators &gt; 32</source>
        <translation>プランで決まる場合: accelerators &gt; 32</translation>
    </message>
    <message>
        <source>Remove answer</source>
        <translation>回答を削除</translation>
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
        <translation>100 万トークンあたり %1 · 月額 %2</translation>
    </message>
    <message>
        <source>No accelerator serves this plan</source>
        <translation>このプランを提供できるアクセラレータはありません</translation>
    </message>
    <message>
        <source>Recommendation</source>
        <translation>推奨</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>No accelerator priced</source>
        <translation>価格を付けたアクセラレータがありません</translation>
    </message>
    <message>
        <source>the GPU walk: %1</source>
        <translation>GPU の選択：%1</translation>
    </message>
    <message>
        <source>Wall time</source>
        <translation>所要時間</translation>
    </message>
    <message>
        <source>Cost of the run</source>
        <translation>学習の費用</translation>
    </message>
    <message>
        <source>Cost per productive hour</source>
        <translation>生産的な 1 時間あたりのコスト</translation>
    </message>
    <message>
        <source>%1 days</source>
        <translation>%1 日</translation>
    </message>
    <message>
        <source>within the %1-day deadline</source>
        <translation>%1 日の期限内</translation>
    </message>
    <message>
        <source>⚠ %1 days past the deadline</source>
        <translation>⚠ 期限を %1 日超過</translation>
    </message>
    <message>
        <source>%1 billed accelerator-hours</source>
        <translation>課金されるアクセラレータ時間 %1</translation>
    </message>
    <message>
        <source>per productive accelerator-hour</source>
        <translation>生産的なアクセラレータ時間あたり</translation>
    </message>
    <message>
        <source>⚠ the model does not fit this accelerator&apos;s memory</source>
        <translation>⚠ モデルはこのアクセラレータのメモリに収まりません</translation>
    </message>
    <message>
        <source>%1: %2 × %3</source>
        <translation>%1：%2 × %3</translation>
    </message>
    <message>
        <source>Latency</source>
        <translation>レイテンシ</translation>
    </message>
    <message>
        <source>Cost a month</source>
        <translation>月額コスト</translation>
    </message>
    <message>
        <source>Cost per million tokens</source>
        <translation>100 万トークンあたりのコスト</translation>
    </message>
    <message>
        <source>TTFT %1</source>
        <translation>TTFT %1</translation>
    </message>
    <message>
        <source>TPOT %1 · batch %2</source>
        <translation>TPOT %1 · バッチ %2</translation>
    </message>
    <message>
        <source>%1 an hour</source>
        <translation>1 時間あたり %1</translation>
    </message>
    <message>
        <source>within the latency targets</source>
        <translation>レイテンシ目標の範囲内</translation>
    </message>
    <message>
        <source>%1 a month · no cost per million tokens (%2)</source>
        <translation>月 %1 · 100 万トークンあたりのコストなし (%2)</translation>
    </message>
    <message>
        <source>+%1 points</source>
        <translation>+%1 ポイント</translation>
    </message>
    <message>
        <source>%1 → %2, %3 goodput</source>
        <translation>%1 → %2（%3グッドプット）</translation>
    </message>
    <message>
        <source>Nothing meets the goal</source>
        <translation>目標を満たす構成はありません</translation>
    </message>
    <message>
        <source>Your plan, %1</source>
        <translation>現在のプラン（%1）</translation>
    </message>
    <message>
        <source>Wall time, your plan</source>
        <translation>所要時間（現在のプラン）</translation>
    </message>
    <message>
        <source>Cost of the run, your plan</source>
        <translation>学習の費用（現在のプラン）</translation>
    </message>
    <message>
        <source>Cost per productive hour, your plan</source>
        <translation>生産的な 1 時間あたりのコスト（現在のプラン）</translation>
    </message>
    <message>
        <source>Your plan is the recommendation.</source>
        <translation>現在のプランが推奨構成です。</translation>
    </message>
    <message>
        <source>no latency targets set</source>
        <translation>レイテンシ目標は未設定</translation>
    </message>
</context>
<context>
    <name>gpui::BreakdownChart</name>
    <message>
        <source>Waiting</source>
        <translation>待機</translation>
    </message>
    <message>
        <source>Rescheduling</source>
        <translation>再スケジュール</translation>
    </message>
    <message>
        <source>Resuming</source>
        <translation>再開</translation>
    </message>
    <message>
        <source>Lost progress</source>
        <translation>失われた進捗</translation>
    </message>
    <message>
        <source>Saves</source>
        <translation>保存</translation>
    </message>
    <message>
        <source>Below peak (MFU)</source>
        <translation>ピーク未満（MFU）</translation>
    </message>
    <message>
        <source>Goodput</source>
        <translation>グッドプット</translation>
    </message>
    <message>
        <source>ML Productivity Goodput and badput</source>
        <translation>ML Productivity Goodput とバッドプット</translation>
    </message>
    <message>
        <source>Share of the evaluation window (%)</source>
        <translation>評価期間に占める割合 (%)</translation>
    </message>
    <message>
        <source>%1 %2 h · %3</source>
        <translation>%1 %2 時間 · %3</translation>
    </message>
    <message>
        <source>Scheduling %1 × Runtime %2 × Program %3 = %4</source>
        <translation>スケジューリング %1 × ランタイム %2 × プログラム %3 = %4</translation>
    </message>
    <message>
        <source>Where the window goes</source>
        <translation>期間の内訳</translation>
    </message>
    <message>
        <source>Hours</source>
        <translation>時間</translation>
    </message>
    <message>
        <source>Shrunk (elastic)</source>
        <translation>縮小（エラスティック）</translation>
    </message>
    <message>
        <source>Slowed by stragglers</source>
        <translation>ストラグラーによる減速</translation>
    </message>
</context>
<context>
    <name>gpui::BriefingText</name>
    <message>
        <source>waiting for capacity</source>
        <translation>容量待ち</translation>
    </message>
    <message>
        <source>rescheduling after interruptions</source>
        <translation>中断後の再スケジュール</translation>
    </message>
    <message>
        <source>resuming after interruptions</source>
        <translation>中断後の再開</translation>
    </message>
    <message>
        <source>progress lost since the last checkpoint</source>
        <translation>最後のチェックポイント以降に失われた進捗</translation>
    </message>
    <message>
        <source>saving checkpoints</source>
        <translation>チェックポイントの保存</translation>
    </message>
    <message>
        <source>Scheduling goodput</source>
        <translation>スケジューリング・グッドプット</translation>
    </message>
    <message>
        <source>Runtime goodput</source>
        <translation>ランタイム・グッドプット</translation>
    </message>
    <message>
        <source>Program goodput (MFU)</source>
        <translation>プログラム・グッドプット（MFU）</translation>
    </message>
    <message>
        <source>%1 is the lowest factor, at %2.</source>
        <translation>最も低い要素は%1で、%2 です。</translation>
    </message>
    <message>
        <source>Of the hours interruptions and checkpoints take, %1 takes the most: %2 h of the %3 h window.</source>
        <translation>中断とチェックポイントが費やす時間のうち、最も大きいのは%1です：%3 時間の期間のうち %2 時間。</translation>
    </message>
    <message>
        <source>The run misses its deadline by %1 days.</source>
        <translation>実行は期限を %1 日超過します。</translation>
    </message>
    <message>
        <source>Only %1 days to spare before the deadline: a slow start or a bad week misses it.</source>
        <translation>期限までの余裕は %1 日だけです：開始の遅れや不調な 1 週間で期限を超えます。</translation>
    </message>
    <message>
        <source>The model needs %1 GB an accelerator and %2 GB are usable: it does not fit as planned.</source>
        <translation>モデルはアクセラレータあたり %1 GB を必要としますが、使えるのは %2 GB です：計画どおりには収まりません。</translation>
    </message>
    <message>
        <source>Spot capacity is preempted at %1 a node-day and may take hours to return.</source>
        <translation>Spot 容量はノード日あたり %1 の割合でプリエンプトされ、戻るまでに数時間かかることがあります。</translation>
    </message>
    <message>
        <source>%1 interruptions are expected in the window, each idling all %2 accelerators.</source>
        <translation>期間中に %1 回の中断が見込まれ、そのたびに %2 基すべてのアクセラレータが停止します。</translation>
    </message>
    <message>
        <source>The MFU of %1 is an estimate until a run measures it; time and cost scale with it.</source>
        <translation>MFU %1 は実行で測定されるまでは推定値です。所要時間とコストはこれに比例します。</translation>
    </message>
    <message>
        <source>The replicas are sized for a peak of %1 requests a second; above it the latency targets fail.</source>
        <translation>レプリカは毎秒 %1 リクエストのピークに合わせた数です。それを超えるとレイテンシ目標を満たせません。</translation>
    </message>
    <message>
        <source>Spot capacity can be reclaimed at any time: a service on Spot loses replicas without notice.</source>
        <translation>Spot 容量はいつでも回収されることがあります：Spot 上のサービスは予告なくレプリカを失います。</translation>
    </message>
    <message>
        <source>%1: %2 points of ML Productivity Goodput.</source>
        <translation>%1：ML Productivity Goodput が %2 ポイント。</translation>
    </message>
    <message>
        <source>Run on %1 nodes to meet the deadline: %2 days.</source>
        <translation>期限を守るには %1 ノードで実行します：%2 日。</translation>
    </message>
    <message>
        <source>%1 × %2 meets the deadline: %3 days.</source>
        <translation>%1 × %2 なら期限を守れます：%3 日。</translation>
    </message>
    <message>
        <source>Run a short pilot and open its goodput log in the Measured view to check the plan&apos;s MFU and interruption rates.</source>
        <translation>短いパイロット実行を行い、そのグッドプット ログを「測定」ビューで開いて、プランの MFU と中断率を確認します。</translation>
    </message>
    <message>
        <source>Compare each run&apos;s goodput log with this plan in the Measured view.</source>
        <translation>各実行のグッドプット ログを「測定」ビューでこのプランと比較します。</translation>
    </message>
    <message>
        <source>Confirm the capacity and its provisioning with the cloud provider before the start date.</source>
        <translation>開始日までに容量とプロビジョニングをクラウド プロバイダに確認します。</translation>
    </message>
    <message>
        <source>Benchmark the model on the served accelerator to confirm TTFT and TPOT at the planned batch.</source>
        <translation>提供するアクセラレータでモデルをベンチマークし、計画したバッチでの TTFT と TPOT を確認します。</translation>
    </message>
    <message>
        <source>A 1-year commitment would cut the serving cost by %1.</source>
        <translation>1 年コミットメントで提供コストを %1 削減できます。</translation>
    </message>
    <message>
        <source>running shrunk while lost nodes are replaced</source>
        <translation>失われたノードの交換中の縮小運転</translation>
    </message>
    <message>
        <source>running slowed by stragglers</source>
        <translation>ストラグラーによる減速運転</translation>
    </message>
</context>
<context>
    <name>gpui::CalibrateDialog</name>
    <message>
        <source>Fit the Plan to This Measurement</source>
        <translation>プランをこの測定に合わせる</translation>
    </message>
    <message>
        <source>not known</source>
        <translation>不明</translation>
    </message>
    <message>
        <source> tokens</source>
        <translation> トークン</translation>
    </message>
    <message>
        <source>Tokens per step</source>
        <translation>ステップあたりのトークン</translation>
    </message>
    <message>
        <source>Global batch × sequence length: with it, the ideal step time gives the MFU</source>
        <translation>グローバルバッチ × シーケンス長：これがあれば理想ステップ時間から MFU が求まります</translation>
    </message>
    <message>
        <source>Plan input</source>
        <translation>プランの入力</translation>
    </message>
    <message>
        <source>In the plan</source>
        <translation>プランの値</translation>
    </message>
    <message>
        <source>From the log</source>
        <translation>ログからの値</translation>
    </message>
    <message>
        <source>Evidence</source>
        <translation>根拠</translation>
    </message>
    <message>
        <source>Proposed plan inputs</source>
        <translation>提案されたプランの入力</translation>
    </message>
    <message>
        <source>The job is taken to have run on the plan&apos;s %1 nodes. Tick the inputs to take over.</source>
        <translation>ジョブはプランの %1 ノードで実行されたものとします。採用する入力にチェックを入れてください。</translation>
    </message>
    <message>
        <source>Apply to the Plan</source>
        <translation>プランに適用</translation>
    </message>
    <message>
        <source>Fit the plan to the measurement</source>
        <translation>プランを測定に合わせる</translation>
    </message>
</context>
<context>
    <name>gpui::CatalogModel</name>
    <message>
        <source>Accelerator</source>
        <translation>アクセラレータ</translation>
    </message>
    <message>
        <source>Peak TFLOP/s</source>
        <translation>ピーク TFLOP/s</translation>
    </message>
    <message>
        <source>Memory (GB)</source>
        <translation>メモリ (GB)</translation>
    </message>
    <message>
        <source>Memory GB/s</source>
        <translation>メモリ GB/s</translation>
    </message>
    <message>
        <source>Interconnect</source>
        <translation>インターコネクト</translation>
    </message>
    <message>
        <source>Power (W)</source>
        <translation>消費電力 (W)</translation>
    </message>
    <message>
        <source>On-demand $/h</source>
        <translation>オンデマンド $/時間</translation>
    </message>
    <message>
        <source>Spot $/h</source>
        <translation>Spot $/時間</translation>
    </message>
    <message>
        <source>CUD 1y / 3y</source>
        <translation>CUD 1 年 / 3 年</translation>
    </message>
    <message>
        <source>$ per productive h</source>
        <translation>生産的な 1 時間あたりの $</translation>
    </message>
    <message>
        <source> (priced)</source>
        <translation>（価格設定済み）</translation>
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
        <translation> ⚡ 最速</translation>
    </message>
    <message>
        <source> ★ cheapest</source>
        <translation> ★ 最安</translation>
    </message>
    <message>
        <source>Specifications: %1</source>
        <translation>仕様：%1</translation>
    </message>
    <message>
        <source>Prices: %1</source>
        <translation>価格：%1</translation>
    </message>
    <message>
        <source>Discounts: %1</source>
        <translation>割引：%1</translation>
    </message>
    <message>
        <source>As of %1</source>
        <translation>%1 時点</translation>
    </message>
    <message>
        <source>Your price replaces the list price for this plan.</source>
        <translation>このプランでは、入力した価格が定価の代わりに使われます。</translation>
    </message>
    <message>
        <source>Recommended by the GPU-selection walk.</source>
        <translation>GPU 選定の経路による推奨。</translation>
    </message>
    <message>
        <source>MFU from your measured throughput: %1</source>
        <translation>実測スループットからの MFU：%1</translation>
    </message>
    <message>
        <source>%1 measured</source>
        <translation>%1（実測）</translation>
    </message>
    <message>
        <source>%1 the plan&apos;s</source>
        <translation>%1（プランの値）</translation>
    </message>
    <message>
        <source>%1 published</source>
        <translation>%1（公表値）</translation>
    </message>
    <message>
        <source>%1 the plan&apos;s, none published</source>
        <translation>%1（プランの値、公表値なし）</translation>
    </message>
    <message>
        <source>%1 in %2 d</source>
        <translation>%1 基で %2 日</translation>
    </message>
    <message>
        <source>never fits</source>
        <translation>収まらない</translation>
    </message>
    <message>
        <source>beyond its largest job</source>
        <translation>最大ジョブを超える</translation>
    </message>
    <message>
        <source>out of reach</source>
        <translation>到達不能</translation>
    </message>
    <message>
        <source>Memory fit</source>
        <translation>メモリ適合</translation>
    </message>
    <message>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <source>Needed for the deadline</source>
        <translation>期限に必要な数</translation>
    </message>
    <message>
        <source>✓ %1 of %2 GB</source>
        <translation>✓ %2 GB 中 %1</translation>
    </message>
    <message>
        <source>✗ %1 of %2 GB</source>
        <translation>✗ %2 GB 中 %1</translation>
    </message>
    <message>
        <source>✓ meets</source>
        <translation>✓ 期限内</translation>
    </message>
    <message>
        <source>✗ misses</source>
        <translation>✗ 期限超過</translation>
    </message>
    <message>
        <source>MFU: %1</source>
        <translation>MFU：%1</translation>
    </message>
    <message>
        <source>Largest job: %1 accelerators. %2</source>
        <translation>最大ジョブ：%1 基。%2</translation>
    </message>
    <message>
        <source>Memory per accelerator: %1 GB of weights, gradients and optimizer states, %2 of activations, %3 GB usable</source>
        <translation>アクセラレータあたりのメモリ：重み・勾配・オプティマイザ状態 %1 GB、アクティベーション %2、使用可能 %3 GB</translation>
    </message>
    <message>
        <source>%1 GB</source>
        <translation>%1 GB</translation>
    </message>
    <message>
        <source>none counted (set the model&apos;s shape)</source>
        <translation>未計上（モデル形状を設定してください）</translation>
    </message>
    <message>
        <source>Wall time %1 days: %2 h waiting for capacity (not billed), %3 days running</source>
        <translation>経過時間 %1 日：キャパシティ待ち %2 時間（課金なし）、実行 %3 日</translation>
    </message>
    <message>
        <source>Added to this plan&apos;s catalog.</source>
        <translation>このプランのカタログに追加されています。</translation>
    </message>
    <message>
        <source>%1 from its layout (%2)</source>
        <translation>%1（レイアウトから: %2）</translation>
    </message>
    <message>
        <source>%1 from its layout</source>
        <translation>%1（レイアウトから）</translation>
    </message>
    <message>
        <source>Days at your %1</source>
        <translation>%1 台での日数</translation>
    </message>
    <message>
        <source>Cost at your %1</source>
        <translation>%1 台でのコスト</translation>
    </message>
    <message>
        <source>✔ recommended: meets it with %1</source>
        <translation>✔ 推奨: %1 台で期限内</translation>
    </message>
    <message>
        <source>✗ does not fit</source>
        <translation>✗ 収まらない</translation>
    </message>
    <message>
        <source>✗ misses by %1 d</source>
        <translation>✗ %1 日超過</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状態</translation>
    </message>
    <message>
        <source>Does not fit: the model needs %1 GB of each accelerator&apos;s %2 GB usable at your %3.</source>
        <translation>収まりません: お客様の %3 台では、モデルは各アクセラレータの使用可能な %2 GB のうち %1 GB を必要とします。</translation>
    </message>
</context>
<context>
    <name>gpui::CheckpointSwitches</name>
    <message>
        <source>Mixed-precision Adam checkpoints about 14 bytes per parameter: 16-bit weights (2) and FP32 master weights and two moments (12).</source>
        <translation>混合精度のAdamはパラメータあたり約14バイトを保存します：16ビットの重み（2）と、FP32のマスター重みと2つのモーメント（12）。</translation>
    </message>
    <message>
        <source>Checkpoint save and restore</source>
        <translation>チェックポイントの保存と復元</translation>
    </message>
    <message>
        <source>Take the checkpoint state from the training run</source>
        <translation>チェックポイントの状態を学習ランから取得</translation>
    </message>
    <message>
        <source>Save %1, as typed. Give the checkpoint state to derive it from the storage&apos;s bandwidth.</source>
        <translation>保存 %1（入力値）。チェックポイントの状態を指定すると、ストレージの帯域幅から導出します。</translation>
    </message>
    <message>
        <source>Save %1, measured (the state and bandwidth would give %2).</source>
        <translation>保存 %1（実測値。状態と帯域幅からは %2）。</translation>
    </message>
    <message>
        <source>Save %1: %2 GB at %3 GB/s plus the overhead.</source>
        <translation>保存 %1：%2 GB を %3 GB/s で書き込み、オーバーヘッドを加算。</translation>
    </message>
    <message>
        <source>A restore reads it in %1 at %2 GB/s.</source>
        <translation>復元時は %2 GB/s で %1 かけて読み込みます。</translation>
    </message>
    <message>
        <source>The job stalls %1 a save; the rest uploads behind it.</source>
        <translation>ジョブは保存ごとに %1 停止し、残りは裏でアップロードされます。</translation>
    </message>
    <message>
        <source>Checkpoint tiers</source>
        <translation>チェックポイント層</translation>
    </message>
    <message>
        <source>Fast tier: a save of %1 writes %2 copies of the state at %3 GB/s per node.</source>
        <translation>高速層: %1 の保存で状態のコピーを %2 個、ノードあたり %3 GB/s で書き込みます。</translation>
    </message>
    <message>
        <source>Fast tier: a save of %1, as typed.</source>
        <translation>高速層: 入力どおり %1 の保存。</translation>
    </message>
    <message numerus="yes">
        <source>The persistent save comes with every %n fast saves.</source>
        <translation>
            <numerusform>永続保存は高速保存 %n 回ごとに行われます。</numerusform>
        </translation>
    </message>
    <message>
        <source>Failures and maintenance resume from it; a Spot preemption goes back to the persistent tier.</source>
        <translation>障害とメンテナンスはここから再開し、Spot のプリエンプションは永続層に戻ります。</translation>
    </message>
    <message>
        <source>With one copy it survives no node&apos;s loss: every interruption goes back to the persistent tier.</source>
        <translation>コピーが 1 つではどのノードの喪失にも耐えず、すべての中断が永続層に戻ります。</translation>
    </message>
    <message>
        <source>A restore from it reads in %1.</source>
        <translation>ここからの復元は %1 で読み取ります。</translation>
    </message>
    <message>
        <source>none (nothing goes back to it)</source>
        <translation>なし（ここに戻る中断はありません）</translation>
    </message>
    <message>
        <source>Daly&apos;s optimum: fast tier %1, persistent tier %2.</source>
        <translation>Daly の最適値: 高速層 %1、永続層 %2。</translation>
    </message>
    <message>
        <source>Daly&apos;s optimum: %1.</source>
        <translation>Daly の最適値: %1。</translation>
    </message>
    <message>
        <source>Of the window, the fast tier saves %1 and loses %2; the persistent tier saves %3 and loses %4.</source>
        <translation>ウィンドウのうち、高速層は保存に %1、損失に %2、永続層は保存に %3、損失に %4 を占めます。</translation>
    </message>
    <message>
        <source>State Is the Training Run&apos;s (%1 GB)</source>
        <translation>状態はトレーニング実行のもの（%1 GB）</translation>
    </message>
    <message>
        <source>Set the State to the Training Run&apos;s %1 GB (now %2 GB)</source>
        <translation>状態をトレーニング実行の %1 GB にする（現在 %2 GB）</translation>
    </message>
</context>
<context>
    <name>gpui::CommitmentText</name>
    <message>
        <source>%1 is paid for its whole term: %2, of which this %3-day run uses %4. With %5 of the rest used elsewhere, the run carries %6 of it, hence %7 per productive hour: the shorter the run, the larger the share of the term it carries. The commitment costs what on demand would once %8 of its term is used.</source>
        <translation>%1 は期間全体に対して支払います: %2。この %3 日間の実行はそのうち %4 を使います。残りの %5 を他で使う場合、この実行の負担は %6 となり、生産的な 1 時間あたり %7 です。実行が短いほど負担する期間の割合は大きくなります。期間の %8 を使えば、コミットメントはオンデマンドと同じ費用になります。</translation>
    </message>
</context>
<context>
    <name>gpui::CostCharts</name>
    <message>
        <source>Days to train per accelerator</source>
        <translation>アクセラレータ別のトレーニング日数</translation>
    </message>
    <message>
        <source>Total cost per accelerator</source>
        <translation>アクセラレータ別の総コスト</translation>
    </message>
    <message>
        <source>Days to train</source>
        <translation>トレーニング日数</translation>
    </message>
    <message>
        <source>days</source>
        <translation>日</translation>
    </message>
    <message>
        <source>Fastest</source>
        <translation>最速</translation>
    </message>
    <message>
        <source>Total cost (thousand $)</source>
        <translation>総コスト（千ドル）</translation>
    </message>
    <message>
        <source>k$</source>
        <translation>千ドル</translation>
    </message>
    <message>
        <source>Cheapest</source>
        <translation>最安</translation>
    </message>
    <message>
        <source>Days to train and total cost per accelerator</source>
        <translation>アクセラレータ別のトレーニング日数と総コスト</translation>
    </message>
    <message>
        <source>Accelerator</source>
        <translation>アクセラレータ</translation>
    </message>
    <message>
        <source>Total cost ($)</source>
        <translation>総コスト ($)</translation>
    </message>
</context>
<context>
    <name>gpui::CostsView</name>
    <message>
        <source>Measured throughput</source>
        <translation>実測スループット</translation>
    </message>
    <message>
        <source>Costs</source>
        <translation>コスト</translation>
    </message>
    <message>
        <source> B parameters</source>
        <translation> B パラメータ</translation>
    </message>
    <message>
        <source>Model parameters, in billions</source>
        <translation>モデルパラメータ数（十億単位）</translation>
    </message>
    <message>
        <source> B tokens</source>
        <translation> B トークン</translation>
    </message>
    <message>
        <source>Training tokens, in billions</source>
        <translation>トレーニングトークン数（十億単位）</translation>
    </message>
    <message>
        <source>Accelerator to price</source>
        <translation>価格を算出するアクセラレータ</translation>
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
        <translation>精度</translation>
    </message>
    <message>
        <source> tokens/s</source>
        <translation> トークン/秒</translation>
    </message>
    <message>
        <source>Measured tokens per second on the priced accelerator</source>
        <translation>価格算出対象のアクセラレータで実測した 1 秒あたりのトークン数</translation>
    </message>
    <message>
        <source>⚠ Always validate on your workload: theoretical fit is a starting point, not a guarantee. Enter the throughput you measured on the priced accelerator to replace the MFU estimate.</source>
        <translation>⚠ 必ず実際のワークロードで検証してください。理論上の適合は出発点であって保証ではありません。価格算出対象のアクセラレータで実測したスループットを入力すると、MFU の推定値が置き換わります。</translation>
    </message>
    <message>
        <source>MFU Calculator…</source>
        <translation>MFU 計算ツール…</translation>
    </message>
    <message>
        <source>Reset Prices to List</source>
        <translation>価格を定価に戻す</translation>
    </message>
    <message>
        <source>Remember as My Prices</source>
        <translation>自分の価格として保存</translation>
    </message>
    <message>
        <source>Keep this plan&apos;s prices in your settings, to apply to other plans</source>
        <translation>このプランの価格を設定に保存し、他のプランに適用できるようにする</translation>
    </message>
    <message>
        <source>Apply My Prices</source>
        <translation>自分の価格を適用</translation>
    </message>
    <message>
        <source>Replace this plan&apos;s prices with the ones you remembered</source>
        <translation>このプランの価格を保存済みの価格に置き換える</translation>
    </message>
    <message>
        <source>Forget the prices you entered for this plan and use the catalog&apos;s list prices</source>
        <translation>このプランで入力した価格を破棄し、カタログの定価を使う</translation>
    </message>
    <message>
        <source>Train</source>
        <translation>トレーニング</translation>
    </message>
    <message>
        <source>on</source>
        <translation>、</translation>
    </message>
    <message>
        <source>with</source>
        <translation>、アクセラレータ</translation>
    </message>
    <message>
        <source>Accelerator catalog</source>
        <translation>アクセラレータカタログ</translation>
    </message>
    <message>
        <source>Provisioning</source>
        <translation>プロビジョニング</translation>
    </message>
    <message>
        <source>$/h</source>
        <translation>$/時間</translation>
    </message>
    <message>
        <source>Scheduling goodput</source>
        <translation>スケジューリング・グッドプット</translation>
    </message>
    <message>
        <source>Runtime goodput</source>
        <translation>ランタイム・グッドプット</translation>
    </message>
    <message>
        <source>$ per productive h</source>
        <translation>生産的な 1 時間あたりの $</translation>
    </message>
    <message>
        <source>Provisioning compared per productive hour</source>
        <translation>生産的な 1 時間あたりで比較したプロビジョニング</translation>
    </message>
    <message>
        <source>The plan&apos;s own provisioning uses the workbench&apos;s goodput; the others use the plan with their own illustrative preemption rate and wait for capacity.</source>
        <translation>プラン自身のプロビジョニングにはワークベンチのグッドプットを、その他にはそれぞれの例示的なプリエンプション率と容量待ち時間を適用したプランを使っています。</translation>
    </message>
    <message>
        <source>Is Spot still cheaper per productive hour?</source>
        <translation>生産的な 1 時間あたりで Spot はまだ安いですか？</translation>
    </message>
    <message>
        <source>Change model size</source>
        <translation>モデルサイズを変更</translation>
    </message>
    <message>
        <source>Change training tokens</source>
        <translation>トレーニングトークン数を変更</translation>
    </message>
    <message>
        <source>Choose accelerator</source>
        <translation>アクセラレータを選択</translation>
    </message>
    <message>
        <source>Change precision</source>
        <translation>精度を変更</translation>
    </message>
    <message>
        <source>Use measured throughput</source>
        <translation>実測スループットを使う</translation>
    </message>
    <message>
        <source>Use the MFU estimate</source>
        <translation>MFU の推定値を使う</translation>
    </message>
    <message>
        <source>Change measured throughput</source>
        <translation>実測スループットを変更</translation>
    </message>
    <message>
        <source>Change price</source>
        <translation>価格を変更</translation>
    </message>
    <message>
        <source>Reset prices</source>
        <translation>価格をリセット</translation>
    </message>
    <message>
        <source>Apply my prices</source>
        <translation>自分の価格を適用</translation>
    </message>
    <message>
        <source>%1 accelerators · C = 6 N D = %2 FLOPs · %3 · goodput from the workbench</source>
        <translation>アクセラレータ %1 基 · C = 6 N D = %2 FLOPs · %3 · グッドプットはワークベンチから</translation>
    </message>
    <message>
        <source> (this plan)</source>
        <translation>（このプラン）</translation>
    </message>
    <message>
        <source> ★</source>
        <translation> ★</translation>
    </message>
    <message>
        <source>Memory and Parallelism…</source>
        <translation>メモリと並列化…</translation>
    </message>
    <message>
        <source>Optimizer, sharding, tensor and pipeline parallelism, activation checkpointing and the model&apos;s shape: what decides whether the model fits each accelerator</source>
        <translation>オプティマイザ、シャーディング、テンソル並列とパイプライン並列、アクティベーションのチェックポイント、モデル形状：モデルが各アクセラレータに収まるかを決めるもの</translation>
    </message>
    <message>
        <source>Import Catalog…</source>
        <translation>カタログをインポート…</translation>
    </message>
    <message>
        <source>Add the accelerators of a catalog file (the built-in catalog&apos;s schema) to this plan</source>
        <translation>カタログファイル（組み込みカタログと同じスキーマ）のアクセラレータをこのプランに追加します</translation>
    </message>
    <message>
        <source> days</source>
        <translation> 日</translation>
    </message>
    <message>
        <source>the evaluation window</source>
        <translation>評価期間</translation>
    </message>
    <message>
        <source>Deadline, in days from the start</source>
        <translation>期限（開始からの日数）</translation>
    </message>
    <message>
        <source>finish within</source>
        <translation>完了期限</translation>
    </message>
    <message>
        <source>Wall days</source>
        <translation>経過日数</translation>
    </message>
    <message>
        <source>Billed accelerator-h</source>
        <translation>課金アクセラレータ時間</translation>
    </message>
    <message>
        <source>Cost of the run</source>
        <translation>学習の費用</translation>
    </message>
    <message>
        <source>Commitment (break-even use)</source>
        <translation>確約（損益分岐の利用率）</translation>
    </message>
    <message>
        <source>Import Catalog</source>
        <translation>カタログをインポート</translation>
    </message>
    <message>
        <source>Accelerator catalogs (*.json);;All files (*)</source>
        <translation>アクセラレータカタログ (*.json);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Change deadline</source>
        <translation>期限を変更</translation>
    </message>
    <message>
        <source>Import catalog</source>
        <translation>カタログをインポート</translation>
    </message>
    <message>
        <source>%1 ✓</source>
        <translation>%1 ✓</translation>
    </message>
    <message>
        <source>%1 ✗ late</source>
        <translation>%1 ✗ 遅延</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>DWS flex-start: the wait for capacity is not billed; a request runs at most 7 days, so this run takes %1 requests, each waiting again.</source>
        <translation>DWS Flex-Start：キャパシティ待ちは課金されません。1 回のリクエストは最長 7 日なので、この学習は %1 回のリクエストが必要で、そのたびに待ちが発生します。</translation>
    </message>
    <message>
        <source>DWS calendar: capacity reserved in whole days (1 to 90 a reservation), each paid in full.</source>
        <translation>DWS カレンダー：キャパシティを日単位（1 予約あたり 1～90 日）で予約し、各日を全額支払います。</translation>
    </message>
    <message>
        <source>Spot: the Spot rate, with the Spot preemptions of the plan&apos;s model.</source>
        <translation>Spot：Spot 料金と、プランのモデルの Spot プリエンプション。</translation>
    </message>
    <message>
        <source>On demand: billed for the running hours; the wait for capacity is not billed.</source>
        <translation>オンデマンド：実行時間に課金され、キャパシティ待ちは課金されません。</translation>
    </message>
    <message>
        <source>Prices and MFU are editable; hover a row for the sources of its figures</source>
        <translation>価格と MFU は編集できます。行にポインタを合わせると数値の出典が表示されます</translation>
    </message>
    <message>
        <source>Change MFU of %1</source>
        <translation>%1 の MFU を変更</translation>
    </message>
    <message>
        <source>checkpoint storage %1 included</source>
        <translation>チェックポイントのストレージ %1 を含む</translation>
    </message>
    <message>
        <source>Training or fine-tuning</source>
        <translation>トレーニングまたはファインチューニング</translation>
    </message>
    <message>
        <source>Inference (serving)</source>
        <translation>推論（サービング）</translation>
    </message>
    <message>
        <source>What the plan is for</source>
        <translation>プランの用途</translation>
    </message>
    <message>
        <source>This plan is for</source>
        <translation>このプランの用途</translation>
    </message>
    <message>
        <source>Plan for serving</source>
        <translation>サービング用に計画</translation>
    </message>
    <message>
        <source>Plan for training</source>
        <translation>トレーニング用に計画</translation>
    </message>
    <message>
        <source>No accelerator chosen: priced on %1, the first the GPU walk recommends that fits the model.</source>
        <translation>アクセラレータ未選択: GPU の判断パスが推奨するもののうちモデルが収まる最初の %1 で算出しています。</translation>
    </message>
    <message>
        <source>No accelerator chosen: priced on %1, the cheapest that fits the model and meets the deadline.</source>
        <translation>アクセラレータ未選択: モデルが収まり期限を守るもののうち最も安い %1 で算出しています。</translation>
    </message>
    <message>
        <source>No accelerator chosen: priced on %1, the soonest of those that fit the model (none meets the deadline).</source>
        <translation>アクセラレータ未選択: モデルが収まるもののうち最も早く終わる %1 で算出しています (期限を守るものはありません)。</translation>
    </message>
    <message>
        <source>No accelerator chosen, and the model fits none at this count: priced on %1, which cannot hold it.</source>
        <translation>アクセラレータ未選択で、この台数ではモデルが収まるものがありません: 収まらない %1 で算出しています。</translation>
    </message>
    <message>
        <source>Used accelerator-h</source>
        <translation>使用アクセラレータ時間</translation>
    </message>
    <message>
        <source>%1 (whole term)</source>
        <translation>%1 (契約期間全体)</translation>
    </message>
    <message>
        <source>MFU %1</source>
        <translation>MFU %1</translation>
    </message>
    <message>
        <source> (the GPU walk&apos;s pick)</source>
        <translation>（GPU の判断パスの選択）</translation>
    </message>
    <message>
        <source>Shape assumed from %1</source>
        <translation>形状は %1 から仮定</translation>
    </message>
    <message>
        <source> token/s</source>
        <translation> トークン/秒</translation>
    </message>
    <message>
        <source>Plan for serving, on demand</source>
        <translation>サービング用に計画（オンデマンド）</translation>
    </message>
</context>
<context>
    <name>gpui::DataTable</name>
    <message>
        <source>Table</source>
        <translation>表</translation>
    </message>
    <message>
        <source>Show the chart&apos;s data as a table</source>
        <translation>グラフのデータを表で表示</translation>
    </message>
    <message>
        <source>Data table of %1</source>
        <translation>%1 のデータ表</translation>
    </message>
</context>
<context>
    <name>gpui::DecisionPanel</name>
    <message>
        <source>Gotchas</source>
        <translation>注意点</translation>
    </message>
    <message>
        <source>From the source text</source>
        <translation>出典テキストより（英語原文）</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>戻る</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>やり直す</translation>
    </message>
    <message>
        <source>Answers so far</source>
        <translation>これまでの回答</translation>
    </message>
    <message>
        <source>Activate an answer to go back to that question</source>
        <translation>回答を選ぶとその質問に戻ります</translation>
    </message>
    <message>
        <source>Go back one answer (Backspace)</source>
        <translation>1 つ前の回答に戻る（Backspace）</translation>
    </message>
    <message>
        <source>Start the walk again from the first question</source>
        <translation>最初の質問から経路をやり直す</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>(none yet)</source>
        <translation>（まだありません）</translation>
    </message>
    <message>
        <source>%1  %2</source>
        <translation>%1  %2</translation>
    </message>
    <message>
        <source>Choice %1: press %1</source>
        <translation>選択肢 %1：%1 キーを押す</translation>
    </message>
    <message>
        <source>Why it holds</source>
        <translation>根拠</translation>
    </message>
    <message>
        <source>What to look at</source>
        <translation>確認すべき点</translation>
    </message>
    <message>
        <source>This plan&apos;s serving</source>
        <translation>このプランのサービング</translation>
    </message>
    <message>
        <source>Start again from the first question (Home)</source>
        <translation>最初の質問からやり直す（Home）</translation>
    </message>
    <message>
        <source>%1 → %2 (from the plan)</source>
        <translation>%1 → %2(プランから)</translation>
    </message>
    <message>
        <source>%1  %2  (the plan&apos;s answer)</source>
        <translation>%1  %2 (プランの回答)</translation>
    </message>
    <message>
        <source>Choice %1: press %1. The plan&apos;s figures give this answer.</source>
        <translation>選択肢 %1: %1 を押します。プランの数値からこの回答になります。</translation>
    </message>
    <message>
        <source>Price the plan on this answer&apos;s accelerator (undoable). Walking the tree alone never changes the price.</source>
        <translation>この回答のアクセラレータでプランを見積もります(元に戻せます)。ツリーをたどるだけでは価格は変わりません。</translation>
    </message>
</context>
<context>
    <name>gpui::DecisionView</name>
    <message>
        <source>Decision flowcharts</source>
        <translation>意思決定フローチャート</translation>
    </message>
    <message>
        <source>Decision graphs</source>
        <translation>決定グラフ</translation>
    </message>
    <message>
        <source>Flowchart</source>
        <translation>フローチャート</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>拡大</translation>
    </message>
    <message>
        <source>Zoom in (Ctrl++)</source>
        <translation>拡大（Ctrl++）</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>縮小</translation>
    </message>
    <message>
        <source>Zoom out (Ctrl+-)</source>
        <translation>縮小（Ctrl+-）</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>全体表示</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>エクスポート…</translation>
    </message>
    <message>
        <source>Save the chart with its walked path as SVG or PNG</source>
        <translation>たどった経路付きのグラフを SVG または PNG で保存</translation>
    </message>
    <message>
        <source>Current step: %1</source>
        <translation>現在のステップ：%1</translation>
    </message>
    <message>
        <source>Answer “%1”</source>
        <translation>「%1」と回答</translation>
    </message>
    <message>
        <source>Go back</source>
        <translation>戻る</translation>
    </message>
    <message>
        <source>Restart walk</source>
        <translation>経路を最初から</translation>
    </message>
    <message>
        <source>Go back to a question</source>
        <translation>質問に戻る</translation>
    </message>
    <message>
        <source>Export Flowchart</source>
        <translation>フローチャートをエクスポート</translation>
    </message>
    <message>
        <source>SVG image (*.svg);;PNG image (*.png)</source>
        <translation>SVG 画像 (*.svg);;PNG 画像 (*.png)</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>エクスポートに失敗しました</translation>
    </message>
    <message>
        <source>The chart could not be written to %1.</source>
        <translation>グラフを %1 に書き込めませんでした。</translation>
    </message>
    <message>
        <source>Fill the view with the chart, its texts readable and the current step in view (Ctrl+0)</source>
        <translation>文字が読める大きさで図を表示領域に合わせ、現在のステップを表示（Ctrl+0）</translation>
    </message>
    <message>
        <source>Answer from the plan</source>
        <translation>プランから回答</translation>
    </message>
    <message>
        <source>Answer every question this plan&apos;s figures decide, from here on; each answer is marked as the plan&apos;s and can be changed like any other (P)</source>
        <translation>このプランの数値で決まる質問に、ここから順にすべて回答します。各回答はプランによるものとして示され、ほかの回答と同じように変更できます (P)</translation>
    </message>
    <message>
        <source>%1, from the graph pack %2 %3</source>
        <translation>%1(グラフパック %2 %3 より)</translation>
    </message>
    <message>
        <source>Edit Graphs</source>
        <translation>グラフを編集</translation>
    </message>
    <message>
        <source>Change a graph of your own packs, make a new one, or copy a built-in graph to change it</source>
        <translation>自分のパックのグラフを変更、新規作成、または組み込みグラフをコピーして変更します</translation>
    </message>
    <message>
        <source>Done Editing</source>
        <translation>編集を終了</translation>
    </message>
    <message>
        <source>Use %1 for the plan</source>
        <translation>プランに %1 を使う</translation>
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
        <translation>読み取り専用で開かれています</translation>
    </message>
    <message>
        <source>another window has it open</source>
        <translation>別のウィンドウで開かれています</translation>
    </message>
    <message>
        <source>you may not write the file</source>
        <translation>ファイルへの書き込み権限がありません</translation>
    </message>
    <message>
        <source>you may not write in its folder</source>
        <translation>フォルダへの書き込み権限がありません</translation>
    </message>
    <message>
        <source>The plan was not saved: %1</source>
        <translation>プランは保存されませんでした：%1</translation>
    </message>
    <message>
        <source>The plan was not saved: %1 is open read-only (%2). Save it under another name.</source>
        <translation>プランは保存されませんでした: %1 は読み取り専用で開かれています (%2)。別名で保存してください。</translation>
    </message>
    <message>
        <source>The plan was not saved: %1 is no longer the file it was opened from (it became a link or a folder). Save it under another name.</source>
        <translation>プランは保存されませんでした。%1 は開いたときのファイルではなくなっています（リンクまたはフォルダーに置き換えられました）。別の名前で保存してください。</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 に書き込めません：%2</translation>
    </message>
</context>
<context>
    <name>gpui::ExamPage</name>
    <message>
        <source>Number of questions</source>
        <translation>問題数</translation>
    </message>
    <message>
        <source> min</source>
        <translation> 分</translation>
    </message>
    <message>
        <source>Time allowed</source>
        <translation>制限時間</translation>
    </message>
    <message>
        <source>Start Exam</source>
        <translation>試験を開始</translation>
    </message>
    <message>
        <source>Questions</source>
        <translation>問題</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>時間</translation>
    </message>
    <message>
        <source>Next (Enter)</source>
        <translation>次へ（Enter）</translation>
    </message>
    <message>
        <source>Topic</source>
        <translation>トピック</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>スコア</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>CSV をエクスポート…</translation>
    </message>
    <message>
        <source>Export PDF…</source>
        <translation>PDF をエクスポート…</translation>
    </message>
    <message>
        <source>New Exam</source>
        <translation>新しい試験</translation>
    </message>
    <message>
        <source>Export Exam</source>
        <translation>試験をエクスポート</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV ファイル (*.csv)</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF ドキュメント (*.pdf)</translation>
    </message>
    <message>
        <source>Question %1 of %2 · %3:%4 left</source>
        <translation>問題 %1 / %2 · 残り %3:%4</translation>
    </message>
    <message>
        <source>%1 of %2 right (%3)</source>
        <translation>%2 問中 %1 問正解（%3）</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>Your answer: %1</source>
        <translation>あなたの回答: %1</translation>
    </message>
    <message>
        <source>Goodput Planner exam, %1

%2

</source>
        <translation>Goodput Planner 試験、%1

%2

</translation>
    </message>
    <message>
        <source>%1: %2 of %3
</source>
        <translation>%1：%3 問中 %2 問
</translation>
    </message>
    <message>
        <source>An exam gives no feedback until the end; then it scores you by topic and lists every question with your answer, the right one and why.</source>
        <translation>試験は最後までフィードバックを返しません。終了後にトピック別に採点し、すべての問題についてあなたの回答、正解とその理由を示します。</translation>
    </message>
    <message>
        <source>Every question, your answer and the right one</source>
        <translation>すべての問題、あなたの回答と正解</translation>
    </message>
    <message>
        <source>End the Exam?</source>
        <translation>試験を終了しますか？</translation>
    </message>
    <message>
        <source>Unanswered questions count as missed.</source>
        <translation>未回答の問題は不正解として数えます。</translation>
    </message>
    <message>
        <source>not answered</source>
        <translation>未回答</translation>
    </message>
    <message>
        <source>%1. %2 %3</source>
        <translation>%1. %2 %3</translation>
    </message>
    <message>
        <source>The answer: %1</source>
        <translation>正解: %1</translation>
    </message>
    <message>
        <source>End Exam</source>
        <translation>試験を終了</translation>
    </message>
    <message>
        <source>Finish now and see the report; questions without an answer count as missed</source>
        <translation>今すぐ終了してレポートを表示します。未回答の問題は不正解として数えます</translation>
    </message>
    <message numerus="yes">
        <source>End the exam now? Questions not answered: %n.</source>
        <translation>
            <numerusform>試験を今終了しますか？未回答の問題: %n 問。</numerusform>
        </translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>エクスポートに失敗しました</translation>
    </message>
    <message>
        <source>The exam could not be written to %1.</source>
        <translation>試験を %1 に書き込めませんでした。</translation>
    </message>
</context>
<context>
    <name>gpui::ExportDeploymentDialog</name>
    <message>
        <source>SkyPilot task: a managed job on any cloud SkyPilot reaches</source>
        <translation>SkyPilot タスク: SkyPilot が使える任意のクラウドでのマネージドジョブ</translation>
    </message>
    <message>
        <source>GKE: a JobSet and the Kueue queue that admits it</source>
        <translation>GKE: JobSet とそれを受け入れる Kueue キュー</translation>
    </message>
    <message>
        <source>Slurm: a batch script for sbatch</source>
        <translation>Slurm: sbatch 用のバッチスクリプト</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>エクスポート</translation>
    </message>
    <message>
        <source>Export Deployment</source>
        <translation>デプロイのエクスポート</translation>
    </message>
    <message>
        <source>Base plan (recommended)</source>
        <translation>ベースプラン (推奨)</translation>
    </message>
    <message>
        <source>Base plan</source>
        <translation>ベースプラン</translation>
    </message>
    <message>
        <source>%1 (recommended)</source>
        <translation>%1 (推奨)</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>選択…</translation>
    </message>
    <message>
        <source>Option:</source>
        <translation>オプション:</translation>
    </message>
    <message>
        <source>Format:</source>
        <translation>形式:</translation>
    </message>
    <message>
        <source>Folder:</source>
        <translation>フォルダー:</translation>
    </message>
    <message>
        <source>Export Deployment To</source>
        <translation>デプロイのエクスポート先</translation>
    </message>
    <message>
        <source>Everything the plan sets is in these files.</source>
        <translation>プランの設定はすべてこれらのファイルに含まれています。</translation>
    </message>
    <message>
        <source>Not in these files, as this format cannot express it:</source>
        <translation>この形式では表せないため、これらのファイルに含まれないもの:</translation>
    </message>
    <message numerus="yes">
        <source>Replace %n file(s) that exist already?</source>
        <translation>
            <numerusform>既存の %n 個のファイルを置き換えますか?</numerusform>
        </translation>
    </message>
    <message>
        <source>The deployment could not be written to %1.</source>
        <translation>デプロイを %1 に書き込めませんでした。</translation>
    </message>
    <message>
        <source>Export the deployment</source>
        <translation>デプロイのエクスポート</translation>
    </message>
    <message numerus="yes">
        <source>Exported %n deployment file(s) to %1.</source>
        <translation>
            <numerusform>%n 個のデプロイファイルを %1 にエクスポートしました。</numerusform>
        </translation>
    </message>
    <message>
        <source>The plan search&apos;s recommendation: %1</source>
        <translation>プラン探索の推奨: %1</translation>
    </message>
    <message>
        <source>The name of the job, its queues, its checkpoint bucket and folder. Each plan and option has its own, so that two runs never share checkpoints.</source>
        <translation>ジョブ、そのキュー、チェックポイントのバケットとフォルダーの名前です。プランとオプションごとに固有の名前になるため、2 つの実行がチェックポイントを共有することはありません。</translation>
    </message>
    <message>
        <source>Job name:</source>
        <translation>ジョブ名：</translation>
    </message>
    <message>
        <source>The job name takes 1 to 32 lower-case letters, digits and hyphens, starts with a letter, ends with a letter or digit, and holds no “goog”, which Cloud Storage refuses in a bucket&apos;s name.</source>
        <translation>ジョブ名は 1～32 文字の英小文字・数字・ハイフンで、英字で始まり、英字か数字で終わり、「goog」を含まない名前にしてください（Cloud Storage はバケット名に「goog」を含めることを認めません）。</translation>
    </message>
    <message>
        <source>No format can run this option as it was priced: change its accelerators or their count.</source>
        <translation>このオプションを見積もりどおりに実行できる形式はありません。アクセラレータまたはその数を変更してください。</translation>
    </message>
    <message>
        <source>Unless you type another: %1</source>
        <translation>別の名前を入力しない場合: %1</translation>
    </message>
    <message>
        <source>SkyPilot Serve: vLLM replicas behind SkyPilot&apos;s load balancer</source>
        <translation>SkyPilot Serve：SkyPilot のロードバランサの背後にある vLLM レプリカ</translation>
    </message>
    <message>
        <source>Kubernetes: a vLLM Deployment, its Service and an autoscaler</source>
        <translation>Kubernetes：vLLM の Deployment、その Service とオートスケーラ</translation>
    </message>
</context>
<context>
    <name>gpui::FileController</name>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近使ったファイル(&amp;R)</translation>
    </message>
    <message>
        <source>Autosave failed: %1</source>
        <translation>自動保存に失敗しました：%1</translation>
    </message>
    <message>
        <source>Recover unsaved changes</source>
        <translation>未保存の変更を復元</translation>
    </message>
    <message>
        <source>Recovered unsaved changes</source>
        <translation>未保存の変更を復元しました</translation>
    </message>
    <message>
        <source>Cannot recover</source>
        <translation>復元できません</translation>
    </message>
    <message>
        <source>The autosaved plan could not be read; it has been set aside.</source>
        <translation>自動保存されたプランを読み込めなかったため、別の場所に退避しました。</translation>
    </message>
    <message>
        <source>Unsaved Changes</source>
        <translation>未保存の変更</translation>
    </message>
    <message>
        <source>%1 has unsaved changes. Save them?</source>
        <translation>%1 に未保存の変更があります。保存しますか？</translation>
    </message>
    <message>
        <source>Open Plan</source>
        <translation>プランを開く</translation>
    </message>
    <message>
        <source>Goodput plans and proposals (*.gpplan *.pdf);;Goodput plans (*.gpplan);;Proposals (*.pdf);;All files (*)</source>
        <translation>グッドプットプランと提案書 (*.gpplan *.pdf);;グッドプットプラン (*.gpplan);;提案書 (*.pdf);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Cannot Open Plan</source>
        <translation>プランを開けません</translation>
    </message>
    <message>
        <source>%1 could not be opened. The plan that was open is unchanged.</source>
        <translation>%1 を開けませんでした。開いていたプランは変更されていません。</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>%1 を開きました</translation>
    </message>
    <message>
        <source>Cannot Save Plan</source>
        <translation>プランを保存できません</translation>
    </message>
    <message>
        <source>The plan was not saved; it is still open.</source>
        <translation>プランは保存されませんでした。プランは開いたままです。</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 を保存しました</translation>
    </message>
    <message>
        <source>plan</source>
        <translation>プラン</translation>
    </message>
    <message>
        <source>Save Plan As</source>
        <translation>名前を付けてプランを保存</translation>
    </message>
    <message>
        <source>Goodput plans (*.gpplan)</source>
        <translation>グッドプットプラン (*.gpplan)</translation>
    </message>
    <message>
        <source>&amp;%1 %2</source>
        <translation>&amp;%1 %2</translation>
    </message>
    <message>
        <source>Clear Menu</source>
        <translation>メニューをクリア</translation>
    </message>
    <message>
        <source>The unsaved changes are being recovered in another window</source>
        <translation>未保存の変更は別のウィンドウで復元されています</translation>
    </message>
    <message>
        <source>%1 was removed from the disk; Save writes it again</source>
        <translation>%1 はディスクから削除されました。保存すると再び書き込みます</translation>
    </message>
    <message>
        <source>%1 was changed by another program and has been reloaded</source>
        <translation>%1 は別のプログラムによって変更されたため、再読み込みしました</translation>
    </message>
    <message>
        <source>%1 was changed by another program; you will be asked before it is overwritten</source>
        <translation>%1 は別のプログラムによって変更されました。上書きする前に確認します</translation>
    </message>
    <message>
        <source>Plan Already Open</source>
        <translation>プランはすでに開かれています</translation>
    </message>
    <message>
        <source>%1 is open in another window. Open it read-only here?</source>
        <translation>%1 は別のウィンドウで開かれています。ここでは読み取り専用で開きますか?</translation>
    </message>
    <message>
        <source>Changes made here can be saved under another name.</source>
        <translation>ここでの変更は別の名前で保存できます。</translation>
    </message>
    <message>
        <source>%1 was changed by another program; it was not overwritten</source>
        <translation>%1 は別のプログラムによって変更されたため、上書きしませんでした</translation>
    </message>
    <message>
        <source>File Changed on Disk</source>
        <translation>ディスク上のファイルが変更されました</translation>
    </message>
    <message>
        <source>%1 was changed by another program since it was opened.</source>
        <translation>%1 は開いた後に別のプログラムによって変更されました。</translation>
    </message>
    <message>
        <source>Save overwrites it with this plan. Discard reloads it from the disk, and this plan&apos;s changes are lost.</source>
        <translation>「保存」はこのプランで上書きします。「破棄」はディスクから再読み込みし、このプランの変更は失われます。</translation>
    </message>
    <message>
        <source>%1 could not be reloaded.</source>
        <translation>%1 を再読み込みできませんでした。</translation>
    </message>
    <message>
        <source>Opened %1 read-only: %2. Save writes a copy under another name.</source>
        <translation>%1 を読み取り専用で開きました: %2。保存すると別名でコピーを書き込みます。</translation>
    </message>
    <message numerus="yes">
        <source>Opened %1; %n key(s) it names are not plan keys and were ignored: %2</source>
        <translation>
            <numerusform>%1 を開きました。プランのキーではない %n 個のキーを無視しました: %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Opened %1. %2</source>
        <translation>%1 を開きました。%2</translation>
    </message>
</context>
<context>
    <name>gpui::FlowchartView</name>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Current step</source>
        <translation>現在のステップ</translation>
    </message>
    <message>
        <source>On the walked path</source>
        <translation>たどった経路上</translation>
    </message>
    <message>
        <source>Still reachable</source>
        <translation>まだ到達可能</translation>
    </message>
    <message>
        <source>Not on this walk</source>
        <translation>この経路にはありません</translation>
    </message>
</context>
<context>
    <name>gpui::GraphEditor</name>
    <message>
        <source>Problems</source>
        <translation>問題</translation>
    </message>
    <message>
        <source>Graph editor</source>
        <translation>グラフエディター</translation>
    </message>
    <message>
        <source>Graph being edited</source>
        <translation>編集中のグラフ</translation>
    </message>
    <message>
        <source>Problems of the graph</source>
        <translation>グラフの問題</translation>
    </message>
    <message>
        <source>Graph to edit</source>
        <translation>編集するグラフ</translation>
    </message>
    <message>
        <source>Move an answer&apos;s end</source>
        <translation>回答の行き先を移動</translation>
    </message>
    <message>
        <source>New Graph…</source>
        <translation>新しいグラフ…</translation>
    </message>
    <message>
        <source>A new graph in your own graph pack</source>
        <translation>自分のグラフパックに新しいグラフを作成</translation>
    </message>
    <message>
        <source>Copy into a Pack</source>
        <translation>パックにコピー</translation>
    </message>
    <message>
        <source>Built-in graphs are read-only: copy this one into your own pack to change it</source>
        <translation>組み込みグラフは読み取り専用です。変更するには自分のパックにコピーしてください</translation>
    </message>
    <message>
        <source>Add Question</source>
        <translation>質問を追加</translation>
    </message>
    <message>
        <source>A question after the selected node (Q)</source>
        <translation>選択したノードの後に質問を追加 (Q)</translation>
    </message>
    <message>
        <source>Add Recommendation</source>
        <translation>推奨を追加</translation>
    </message>
    <message>
        <source>A recommendation after the selected node (R)</source>
        <translation>選択したノードの後に推奨を追加 (R)</translation>
    </message>
    <message>
        <source>Add Answer</source>
        <translation>回答を追加</translation>
    </message>
    <message>
        <source>An answer from the selected node: then click where it leads (A)</source>
        <translation>選択したノードからの回答。続けて行き先をクリック (A)</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>削除</translation>
    </message>
    <message>
        <source>Delete the selected answer, or the node and what hangs off it (Delete)</source>
        <translation>選択した回答、またはノードとその下にぶら下がるものを削除 (Delete)</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>複製</translation>
    </message>
    <message>
        <source>A copy of the selected node (Ctrl+D)</source>
        <translation>選択したノードのコピー (Ctrl+D)</translation>
    </message>
    <message>
        <source>Pack Details…</source>
        <translation>パックの詳細…</translation>
    </message>
    <message>
        <source>The pack&apos;s title, author, version and licence</source>
        <translation>パックのタイトル、作成者、バージョン、ライセンス</translation>
    </message>
    <message>
        <source>Export Pack…</source>
        <translation>パックをエクスポート…</translation>
    </message>
    <message>
        <source>Save the pack as a .gpgraphs file to share</source>
        <translation>共有用に .gpgraphs ファイルとして保存</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>%1 — %2 (draft)</source>
        <translation>%1 — %2（下書き）</translation>
    </message>
    <message>
        <source>%1 (built-in, read-only)</source>
        <translation>%1（組み込み、読み取り専用）</translation>
    </message>
    <message>
        <source>Click to go to the node</source>
        <translation>クリックでノードへ移動</translation>
    </message>
    <message>
        <source>Problems: none</source>
        <translation>問題: なし</translation>
    </message>
    <message>
        <source>Problems: %1</source>
        <translation>問題: %1</translation>
    </message>
    <message>
        <source>Choose a graph above, or make a new one.</source>
        <translation>上でグラフを選ぶか、新しく作成してください。</translation>
    </message>
    <message>
        <source>A built-in graph is read-only. Copy it into a pack to change it.</source>
        <translation>組み込みグラフは読み取り専用です。変更するにはパックにコピーしてください。</translation>
    </message>
    <message>
        <source>The pack could not be saved to %1: %2</source>
        <translation>パックを %1 に保存できませんでした: %2</translation>
    </message>
    <message>
        <source>Click the node the new answer of “%1” leads to (Esc cancels).</source>
        <translation>「%1」の新しい回答の行き先ノードをクリックしてください（Esc で取り消し）。</translation>
    </message>
    <message>
        <source>A draft, saved in the pack “%1”. Problems to fix: %2. It is not walked, studied or printed until they are fixed.</source>
        <translation>パック「%1」に保存された下書きです。修正が必要な問題: %2。修正されるまで、たどる・学習・印刷には使われません。</translation>
    </message>
    <message>
        <source>Saved in the pack “%1”, with no problems: it is in the flowcharts, the study and the proposal.</source>
        <translation>パック「%1」に保存済み、問題なし: フローチャート、学習、提案書で使われます。</translation>
    </message>
    <message>
        <source>A pack holds at most %1 nodes.</source>
        <translation>パックに入るノードは最大 %1 個です。</translation>
    </message>
    <message>
        <source>Answer %1</source>
        <translation>回答 %1</translation>
    </message>
    <message>
        <source>New question</source>
        <translation>新しい質問</translation>
    </message>
    <message>
        <source>New recommendation</source>
        <translation>新しい推奨</translation>
    </message>
    <message>
        <source>Add a question</source>
        <translation>質問を追加</translation>
    </message>
    <message>
        <source>Add a recommendation</source>
        <translation>推奨を追加</translation>
    </message>
    <message>
        <source>Select the node the answer starts from, then Add Answer.</source>
        <translation>回答の起点となるノードを選択してから「回答を追加」を押してください。</translation>
    </message>
    <message>
        <source>Add an answer</source>
        <translation>回答を追加</translation>
    </message>
    <message>
        <source>Remove an answer</source>
        <translation>回答を削除</translation>
    </message>
    <message>
        <source>Delete Node</source>
        <translation>ノードを削除</translation>
    </message>
    <message>
        <source>“%1” leads to nodes that nothing else leads to: %2. Delete them with it?</source>
        <translation>「%1」からしか到達できないノードがあります: %2 個。一緒に削除しますか?</translation>
    </message>
    <message>
        <source>Delete with What Hangs Off It</source>
        <translation>ぶら下がるものごと削除</translation>
    </message>
    <message>
        <source>Delete Only This Node</source>
        <translation>このノードだけ削除</translation>
    </message>
    <message>
        <source>Delete a node with what hangs off it</source>
        <translation>ノードをぶら下がるものごと削除</translation>
    </message>
    <message>
        <source>Delete a node</source>
        <translation>ノードを削除</translation>
    </message>
    <message>
        <source>Duplicate a node</source>
        <translation>ノードを複製</translation>
    </message>
    <message>
        <source>My decision graphs</source>
        <translation>自分の意思決定グラフ</translation>
    </message>
    <message>
        <source>A pack holds at most %1 graphs and %2 nodes.</source>
        <translation>パックに入るのは最大 %1 グラフ、%2 ノードです。</translation>
    </message>
    <message>
        <source>New graph</source>
        <translation>新しいグラフ</translation>
    </message>
    <message>
        <source>A graph&apos;s title is plain text: markup and control characters are not kept.</source>
        <translation>グラフのタイトルはプレーンテキストです。マークアップと制御文字は使えません。</translation>
    </message>
    <message>
        <source>New graph “%1”</source>
        <translation>新しいグラフ「%1」</translation>
    </message>
    <message>
        <source>New Graph</source>
        <translation>新しいグラフ</translation>
    </message>
    <message>
        <source>Title of the new graph:</source>
        <translation>新しいグラフのタイトル:</translation>
    </message>
    <message>
        <source>%1 (own copy)</source>
        <translation>%1（自分用コピー）</translation>
    </message>
    <message>
        <source>%1 (own)</source>
        <translation>%1（自分用）</translation>
    </message>
    <message>
        <source>Copy a built-in graph into a pack</source>
        <translation>組み込みグラフをパックにコピー</translation>
    </message>
    <message>
        <source>Export Graph Pack</source>
        <translation>グラフパックをエクスポート</translation>
    </message>
    <message>
        <source>Graph packs (*.gpgraphs)</source>
        <translation>グラフパック (*.gpgraphs)</translation>
    </message>
    <message>
        <source>The pack is saved as %1.</source>
        <translation>パックを %1 として保存しました。</translation>
    </message>
    <message>
        <source>Pack Details</source>
        <translation>パックの詳細</translation>
    </message>
    <message>
        <source>An SPDX identifier such as CC-BY-4.0</source>
        <translation>CC-BY-4.0 などの SPDX 識別子</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>タイトル</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>作成者</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>バージョン</translation>
    </message>
    <message>
        <source>Licence</source>
        <translation>ライセンス</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>説明</translation>
    </message>
    <message>
        <source>Markup and control characters are not kept: the pack&apos;s texts are plain.</source>
        <translation>マークアップと制御文字は使えません。パックのテキストはプレーンテキストです。</translation>
    </message>
    <message>
        <source>A pack has a title.</source>
        <translation>パックにはタイトルが必要です。</translation>
    </message>
    <message>
        <source>Edit the pack&apos;s details</source>
        <translation>パックの詳細を編集</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>全体表示</translation>
    </message>
    <message>
        <source>Show the whole graph (Ctrl+0)</source>
        <translation>グラフ全体を表示 (Ctrl+0)</translation>
    </message>
</context>
<context>
    <name>gpui::GraphPackList</name>
    <message numerus="yes">
        <source>%n node(s)</source>
        <translation>
            <numerusform>%n ノード</numerusform>
        </translation>
    </message>
    <message>
        <source>a draft with problems: not in use</source>
        <translation>問題のある下書き: 使用されていません</translation>
    </message>
    <message>
        <source>Graph packs add a team&apos;s own decision graphs to the flowcharts, the study and the proposal (File &gt; Import Graph Pack). A graph switched off here is left out until it is switched on.</source>
        <translation>グラフパックは、チーム独自の決定グラフをフローチャート、学習、提案書に加えます(ファイル &gt; グラフパックをインポート)。ここでオフにしたグラフは、オンに戻すまで使われません。</translation>
    </message>
    <message>
        <source>Graph pack</source>
        <translation>グラフパック</translation>
    </message>
    <message>
        <source>Version, author, licence</source>
        <translation>バージョン、作成者、ライセンス</translation>
    </message>
    <message>
        <source>Installed graph packs</source>
        <translation>インストール済みのグラフパック</translation>
    </message>
    <message>
        <source>Open the packs&apos; folder</source>
        <translation>パックのフォルダーを開く</translation>
    </message>
</context>
<context>
    <name>gpui::GraphPacks</name>
    <message>
        <source>The graph %1 is left out: another pack&apos;s graph has its id.</source>
        <translation>グラフ %1 は除外されました。別のパックのグラフが同じ ID を持っています。</translation>
    </message>
</context>
<context>
    <name>gpui::HelpDialog</name>
    <message>
        <source>Goodput Planner User Guide</source>
        <translation>Goodput Planner ユーザーガイド</translation>
    </message>
    <message>
        <source>Guide pages</source>
        <translation>ガイドのページ</translation>
    </message>
    <message>
        <source>Guide page</source>
        <translation>ガイドのページ本文</translation>
    </message>
</context>
<context>
    <name>gpui::IntervalChart</name>
    <message>
        <source>Runtime goodput against checkpoint interval</source>
        <translation>チェックポイント間隔とランタイム・グッドプット</translation>
    </message>
    <message>
        <source>Checkpoint interval (hours)</source>
        <translation>チェックポイント間隔（時間）</translation>
    </message>
    <message>
        <source>Runtime goodput (%)</source>
        <translation>ランタイム・グッドプット (%)</translation>
    </message>
    <message>
        <source>Planning model (with save cost)</source>
        <translation>計画モデル（保存コストを含む）</translation>
    </message>
    <message>
        <source> (%)</source>
        <translation> (%)</translation>
    </message>
    <message>
        <source>Daly&apos;s efficiency, work / wall time (another measure)</source>
        <translation>Daly の効率 (作業時間 / 経過時間、別の指標)</translation>
    </message>
    <message>
        <source>Fast tier every %1: Daly %2 for an MTBF of %3 that it outlives</source>
        <translation>高速層 %1ごと： 耐えられる中断の MTBF %3 に対して Daly %2</translation>
    </message>
    <message>
        <source>Plan: %1 → %2 %   Young %3   Daly %4
for an MTBF of %5 between interruptions that lose progress</source>
        <translation>プラン: %1 → %2 %   Young %3   Daly %4
進捗を失う中断の MTBF %5 に対して</translation>
    </message>
    <message>
        <source>Guide&apos;s formula (no save cost)</source>
        <translation>ガイドの式（保存コストなし）</translation>
    </message>
</context>
<context>
    <name>gpui::LayoutText</name>
    <message>
        <source>tensor %1 × pipeline %2 × data %3</source>
        <translation>テンソル %1 × パイプライン %2 × データ %3</translation>
    </message>
    <message>
        <source> × context %1</source>
        <translation> × コンテキスト %1</translation>
    </message>
    <message>
        <source>micro-batch %1</source>
        <translation>マイクロバッチ %1</translation>
    </message>
    <message>
        <source>%1 chunks per pipeline rank</source>
        <translation>パイプラインランクあたり %1 チャンク</translation>
    </message>
    <message>
        <source>no recomputation</source>
        <translation>再計算なし</translation>
    </message>
    <message>
        <source>selective recomputation</source>
        <translation>選択的再計算</translation>
    </message>
    <message>
        <source>full recomputation</source>
        <translation>完全再計算</translation>
    </message>
    <message>
        <source>Compute</source>
        <translation>計算</translation>
    </message>
    <message>
        <source>Recomputation</source>
        <translation>再計算</translation>
    </message>
    <message>
        <source>Tensor parallel</source>
        <translation>テンソル並列</translation>
    </message>
    <message>
        <source>Context parallel</source>
        <translation>コンテキスト並列</translation>
    </message>
    <message>
        <source>Pipeline bubble</source>
        <translation>パイプラインバブル</translation>
    </message>
    <message>
        <source>Pipeline point-to-point</source>
        <translation>パイプラインのポイントツーポイント</translation>
    </message>
    <message>
        <source>Data parallel</source>
        <translation>データ並列</translation>
    </message>
    <message>
        <source>%1 from the layout: %2</source>
        <translation>%1（レイアウトから: %2）</translation>
    </message>
    <message>
        <source>%1 from the layout</source>
        <translation>%1（レイアウトから）</translation>
    </message>
    <message>
        <source>%1, measured</source>
        <translation>%1（実測）</translation>
    </message>
    <message>
        <source>%1, published</source>
        <translation>%1（公表値）</translation>
    </message>
    <message>
        <source>%1 %2 s</source>
        <translation>%1 %2 秒</translation>
    </message>
    <message>
        <source>%1: MFU %2, HFU %3, %4 tokens a second; a step of %5 s (%6), %7 GB an accelerator.</source>
        <translation>%1: MFU %2、HFU %3、毎秒 %4 トークン。1 ステップ %5 秒（%6）、アクセラレータあたり %7 GB。</translation>
    </message>
    <message>
        <source>%1, the plan&apos;s figure</source>
        <translation>%1（プランの値）</translation>
    </message>
    <message>
        <source>matrix outputs kept, the rest recomputed</source>
        <translation>行列演算の出力を保持し、残りを再計算</translation>
    </message>
    <message>
        <source>matrix outputs kept in host memory, the rest recomputed</source>
        <translation>行列演算の出力をホストメモリに保持し、残りを再計算</translation>
    </message>
    <message>
        <source>Waiting for the slowest slice</source>
        <translation>最も遅いスライスの待ち時間</translation>
    </message>
    <message>
        <source>, experts over EP %1 × ETP %2</source>
        <translation>、エキスパートは EP %1 × ETP %2</translation>
    </message>
    <message>
        <source>Expert all-to-all</source>
        <translation>エキスパートの All-to-All</translation>
    </message>
</context>
<context>
    <name>gpui::MainWindow</name>
    <message>
        <source>Views</source>
        <translation>ビュー</translation>
    </message>
    <message>
        <source>Overview</source>
        <translation>概要</translation>
    </message>
    <message>
        <source>Decision flowcharts</source>
        <translation>意思決定フローチャート</translation>
    </message>
    <message>
        <source>Goodput workbench</source>
        <translation>グッドプット・ワークベンチ</translation>
    </message>
    <message>
        <source>Costs</source>
        <translation>コスト</translation>
    </message>
    <message>
        <source>Study</source>
        <translation>学習</translation>
    </message>
    <message>
        <source>Proposal</source>
        <translation>提案書</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>準備完了</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>ファイル(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>新規(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>開く(&amp;O)…</translation>
    </message>
    <message>
        <source>Open &amp;Example Plan</source>
        <translation>サンプルプランを開く(&amp;E)</translation>
    </message>
    <message>
        <source>Replace the open plan with the embedded example</source>
        <translation>開いているプランを組み込みのサンプルに置き換える</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>名前を付けて保存(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Export Proposal…</source>
        <translation>提案書をエクスポート(&amp;E)…</translation>
    </message>
    <message>
        <source>Print Pre&amp;view…</source>
        <translation>印刷プレビュー(&amp;V)…</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>印刷(&amp;P)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>編集(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>元に戻す(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>やり直し(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About Goodput Planner</source>
        <translation>Goodput Planner について(&amp;A)</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Qt について(&amp;Q)</translation>
    </message>
    <message>
        <source>About Goodput Planner</source>
        <translation>Goodput Planner について</translation>
    </message>
    <message>
        <source>Goodput Planner %1</source>
        <translation>Goodput Planner %1</translation>
    </message>
    <message>
        <source>Plan accelerator choice, failure recovery and the cost of ML training runs with ML Productivity Goodput.

Licensed under the GNU General Public License, version 3 or later. This program comes with ABSOLUTELY NO WARRANTY.

Built with Qt %1.</source>
        <translation>ML Productivity Goodput を使って、ML トレーニング実行のアクセラレータ選定、障害からの復旧、コストを計画します。

GNU General Public License バージョン 3 以降の下でライセンスされています。このプログラムは一切の保証なしに提供されます。

Qt %1 でビルドされています。</translation>
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
        <translation>入力が無効です</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>設定(&amp;P)…</translation>
    </message>
    <message>
        <source>Show &amp;Toolbar</source>
        <translation>ツールバーを表示(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Welcome</source>
        <translation>ようこそ(&amp;W)</translation>
    </message>
    <message>
        <source>Main toolbar</source>
        <translation>メインツールバー</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>測定</translation>
    </message>
    <message>
        <source>Scenarios</source>
        <translation>シナリオ</translation>
    </message>
    <message>
        <source>Scenario </source>
        <translation>シナリオ </translation>
    </message>
    <message>
        <source>Active scenario</source>
        <translation>表示中のシナリオ</translation>
    </message>
    <message>
        <source>The option every view shows; edits go to it</source>
        <translation>すべてのビューが表示する選択肢。編集はこのシナリオに入ります</translation>
    </message>
    <message>
        <source>Base plan</source>
        <translation>ベースプラン</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>&amp;Present</source>
        <translation>プレゼンテーション(&amp;P)</translation>
    </message>
    <message>
        <source>Full screen, large type: the walk, the recommendation and its figures</source>
        <translation>全画面・大きな文字：選択の経路、推奨とその数値</translation>
    </message>
    <message>
        <source>&amp;User Guide</source>
        <translation>ユーザーガイド(&amp;U)</translation>
    </message>
    <message>
        <source>The manual, at the page of the view you are in</source>
        <translation>現在のビューのページを開いたマニュアル</translation>
    </message>
    <message>
        <source>%1 (read-only: %2)[*] — Goodput Planner</source>
        <translation>%1 (読み取り専用: %2)[*] — Goodput Planner</translation>
    </message>
    <message>
        <source>Serving: no accelerator serves this plan</source>
        <translation>推論: このプランを処理できるアクセラレータはありません</translation>
    </message>
    <message>
        <source>Serving on %1: %2 per million tokens · %3 an hour</source>
        <translation>%1 で推論: 100 万トークンあたり %2 · 1 時間あたり %3</translation>
    </message>
    <message>
        <source>&amp;Collapse View List</source>
        <translation>ビュー一覧を折りたたむ(&amp;C)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Import Graph Pack</source>
        <translation>グラフパックをインポート</translation>
    </message>
    <message>
        <source>Graph packs (*.gpgraphs);;All files (*)</source>
        <translation>グラフパック (*.gpgraphs);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>A graph pack called %1 is installed. Replace it with this one?</source>
        <translation>%1 というグラフパックがインストールされています。これで置き換えますか?</translation>
    </message>
    <message>
        <source>Version %1 replaces the installed one; walks made with it keep the answers that still fit.</source>
        <translation>バージョン %1 がインストール済みのものを置き換えます。それで作られた経路は、まだ当てはまる回答を保持します。</translation>
    </message>
    <message>
        <source>%1 could not be installed in %2.</source>
        <translation>%1 を %2 にインストールできませんでした。</translation>
    </message>
    <message>
        <source>Imported the graph pack %1: its graphs are in the decision flowcharts.</source>
        <translation>グラフパック %1 をインポートしました。そのグラフは決定フローチャートにあります。</translation>
    </message>
    <message>
        <source>%1 is not a graph pack that can be used.</source>
        <translation>%1 は使えるグラフパックではありません。</translation>
    </message>
    <message>
        <source>Import &amp;Graph Pack…</source>
        <translation>グラフパックをインポート(&amp;G)…</translation>
    </message>
    <message>
        <source>Add a team&apos;s decision graphs (.gpgraphs) to the flowcharts</source>
        <translation>チームの決定グラフ (.gpgraphs) をフローチャートに加えます</translation>
    </message>
    <message>
        <source>Export Graph Pack</source>
        <translation>グラフパックをエクスポート</translation>
    </message>
    <message>
        <source>There is no graph pack to export yet: import one, or make a graph with Edit Graphs in the Decision flowcharts.</source>
        <translation>エクスポートできるグラフパックはまだありません。インポートするか、意思決定フローチャートの「グラフを編集」でグラフを作成してください。</translation>
    </message>
    <message>
        <source>%1 (version %2)</source>
        <translation>%1（バージョン %2）</translation>
    </message>
    <message>
        <source>Pack:</source>
        <translation>パック:</translation>
    </message>
    <message>
        <source>Graph packs (*.gpgraphs)</source>
        <translation>グラフパック (*.gpgraphs)</translation>
    </message>
    <message>
        <source>Exported the graph pack to %1.</source>
        <translation>グラフパックを %1 にエクスポートしました。</translation>
    </message>
    <message>
        <source>The pack could not be saved to %1.</source>
        <translation>パックを %1 に保存できませんでした。</translation>
    </message>
    <message>
        <source>E&amp;xport Graph Pack…</source>
        <translation>グラフパックをエクスポート(&amp;X)…</translation>
    </message>
    <message>
        <source>Save one of your graph packs as a .gpgraphs file to share</source>
        <translation>自分のグラフパックを共有用の .gpgraphs ファイルとして保存</translation>
    </message>
    <message>
        <source>Export &amp;Deployment…</source>
        <translation>デプロイのエクスポート(&amp;D)…</translation>
    </message>
    <message>
        <source>Write the plan as a SkyPilot task, a GKE JobSet or a Slurm script</source>
        <translation>プランを SkyPilot タスク、GKE JobSet、または Slurm スクリプトとして書き出す</translation>
    </message>
    <message>
        <source>Added the scenario “%1”: the Scenarios view compares it with the base plan</source>
        <translation>シナリオ「%1」を追加しました。シナリオビューでベースプランと比較できます</translation>
    </message>
    <message numerus="yes">
        <source>Imported the graph pack %1. Graphs with problems, left out until they are fixed: %n. In Decision flowcharts, Edit Graphs opens each, and its Problems list names what to fix.</source>
        <translation>
            <numerusform>グラフパック %1 をインポートしました。問題があり、修正されるまで除外されるグラフ: %n 個。意思決定フローチャートの「グラフを編集」で各グラフを開くと、「問題」の一覧に修正すべき点が表示されます。</numerusform>
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
        <translation>アクセラレータの初期化</translation>
    </message>
    <message>
        <source>Training preparation</source>
        <translation>学習の準備</translation>
    </message>
    <message>
        <source>Program startup</source>
        <translation>プログラムの起動</translation>
    </message>
    <message>
        <source>Data loading (blocking)</source>
        <translation>データ読み込み（ブロッキング）</translation>
    </message>
    <message>
        <source>Data loading (overlapped)</source>
        <translation>データ読み込み（重複実行）</translation>
    </message>
    <message>
        <source>Checkpoint saves</source>
        <translation>チェックポイント保存</translation>
    </message>
    <message>
        <source>Checkpoint restores</source>
        <translation>チェックポイント復元</translation>
    </message>
    <message>
        <source>Progress lost to disruptions</source>
        <translation>中断で失われた進捗</translation>
    </message>
    <message>
        <source>Infrastructure recovery</source>
        <translation>インフラ復旧</translation>
    </message>
    <message>
        <source>Custom badput events</source>
        <translation>カスタムのバッドプットイベント</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>その他</translation>
    </message>
    <message>
        <source>The job&apos;s timeline</source>
        <translation>ジョブのタイムライン</translation>
    </message>
    <message>
        <source>Where the time went: measured and planned</source>
        <translation>時間の内訳：測定と計画</translation>
    </message>
    <message>
        <source>Goodput over rolling windows</source>
        <translation>移動ウィンドウごとのグッドプット</translation>
    </message>
    <message>
        <source>Step time&apos;s deviation from the ideal</source>
        <translation>ステップ時間の理想からの偏差</translation>
    </message>
    <message>
        <source>Share of the time (%)</source>
        <translation>時間の割合（%）</translation>
    </message>
    <message>
        <source>Hours from the start</source>
        <translation>開始からの時間</translation>
    </message>
    <message>
        <source>Goodput (%)</source>
        <translation>グッドプット（%）</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>ステップ</translation>
    </message>
    <message>
        <source>|step time − ideal| (s)</source>
        <translation>|ステップ時間 − 理想|（秒）</translation>
    </message>
    <message>
        <source>Productive</source>
        <translation>生産的</translation>
    </message>
    <message>
        <source>Startup and restore</source>
        <translation>起動と復元</translation>
    </message>
    <message>
        <source>Lost progress</source>
        <translation>失われた進捗</translation>
    </message>
    <message>
        <source>Productive steps</source>
        <translation>生産的なステップ</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>測定</translation>
    </message>
    <message>
        <source>Planned</source>
        <translation>プラン</translation>
    </message>
    <message>
        <source>Goodput</source>
        <translation>グッドプット</translation>
    </message>
    <message>
        <source>Deviation</source>
        <translation>偏差</translation>
    </message>
    <message>
        <source>The accelerators starting up before the program runs.</source>
        <translation>プログラムの実行前にアクセラレータが起動する時間。</translation>
    </message>
    <message>
        <source>Building the model and its input pipeline before the first step.</source>
        <translation>最初のステップの前にモデルと入力パイプラインを構築する時間。</translation>
    </message>
    <message>
        <source>The first step&apos;s extra time over a typical step: compilation and warm-up.</source>
        <translation>最初のステップが通常のステップより余分にかかる時間（コンパイルとウォームアップ）。</translation>
    </message>
    <message>
        <source>Steps waiting for their input: badput.</source>
        <translation>入力を待つステップ（バッドプット）。</translation>
    </message>
    <message>
        <source>Input loaded while steps ran: overlapped, not badput.</source>
        <translation>ステップ実行中に読み込まれた入力（重なっており、バッドプットではない）。</translation>
    </message>
    <message>
        <source>The job stalled while it saved a checkpoint.</source>
        <translation>チェックポイントの保存中にジョブが停止した時間。</translation>
    </message>
    <message>
        <source>Reading the last checkpoint back after a restart.</source>
        <translation>再起動後に最後のチェックポイントを読み戻す時間。</translation>
    </message>
    <message>
        <source>Steps done again after a disruption: they came after the last checkpoint.</source>
        <translation>中断後にやり直したステップ（最後のチェックポイントより後のもの）。</translation>
    </message>
    <message>
        <source>From a disruption until the job ran again.</source>
        <translation>中断からジョブが再び動き出すまで。</translation>
    </message>
    <message>
        <source>Events the job itself logged as badput.</source>
        <translation>ジョブ自身がバッドプットとして記録したイベント。</translation>
    </message>
    <message>
        <source>Time the log gives no cause for.</source>
        <translation>ログが原因を示していない時間。</translation>
    </message>
    <message>
        <source>Seconds from the start</source>
        <translation>開始からの秒数</translation>
    </message>
    <message>
        <source>Minutes from the start</source>
        <translation>開始からの分数</translation>
    </message>
    <message>
        <source>Days from the start</source>
        <translation>開始からの日数</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 分</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1 時間</translation>
    </message>
    <message>
        <source>%1 days</source>
        <translation>%1 日</translation>
    </message>
    <message>
        <source>Productive: the share of the time spent in steps that count, measured and in the plan&apos;s window. Other: measured, the time the log gives no cause for (hatched on the timeline) and custom badput events; planned, waiting for capacity. Point at a group or a lane for more.</source>
        <translation>生産的：計測値とプランのウィンドウにおける、有効なステップに費やした時間の割合。その他：計測値では、ログが原因を示していない時間（タイムライン上の斜線）とカスタムバッドプットイベント、計画値では容量の待ち時間。グループやレーンを指すと詳細が表示されます。</translation>
    </message>
    <message>
        <source>%1 (drag and wheel to zoom)</source>
        <translation>%1（ドラッグとホイールでズーム）</translation>
    </message>
    <message>
        <source>Steps that count toward training.</source>
        <translation>学習に数えられるステップ。</translation>
    </message>
    <message>
        <source>No cause logged (counted as Other)</source>
        <translation>原因の記録なし（その他として集計）</translation>
    </message>
    <message>
        <source>No step ran and the log names no cause: before the first step, between a step and the next entry, or after the last.</source>
        <translation>ステップが実行されず、ログも原因を示していない時間：最初のステップの前、あるステップと次の記録の間、または最後の記録の後。</translation>
    </message>
    <message>
        <source>%1: %2, from %3 to %4 after the start. %5</source>
        <translation>%1：%2、開始後 %3 から %4 まで。%5</translation>
    </message>
    <message>
        <source>Steps that count toward training. Measured: the log&apos;s productive steps. Planned: the share of the plan&apos;s window in productive steps (its scheduling goodput times its runtime goodput).</source>
        <translation>学習に数えられるステップ。計測値：ログの生産的なステップ。計画値：プランのウィンドウのうち生産的なステップの割合（スケジューリンググッドプット × ランタイムグッドプット）。</translation>
    </message>
    <message>
        <source>Steps done again after a disruption because they came after the last checkpoint.</source>
        <translation>最後のチェックポイントより後にあったため、中断後にやり直したステップ。</translation>
    </message>
    <message>
        <source>Measured: the time the log gives no cause for (hatched on the timeline) and custom badput events. Planned: waiting for capacity before the run starts.</source>
        <translation>計測値：ログが原因を示していない時間（タイムライン上の斜線）とカスタムバッドプットイベント。計画値：実行開始前の容量の待ち時間。</translation>
    </message>
    <message>
        <source>%1 planned</source>
        <translation>計画値 %1</translation>
    </message>
    <message>
        <source>no plan to compare</source>
        <translation>比較するプランなし</translation>
    </message>
    <message>
        <source>%1: %2 measured, %3. %4</source>
        <translation>%1：計測値 %2、%3。%4</translation>
    </message>
    <message>
        <source>Elastic: waiting after a lost slice</source>
        <translation>エラスティック: スライス喪失後の待機</translation>
    </message>
    <message>
        <source>Elastic: waiting to scale up</source>
        <translation>エラスティック: スケールアップ待機</translation>
    </message>
    <message>
        <source>Elastic: re-initialization</source>
        <translation>エラスティック: 再初期化</translation>
    </message>
    <message>
        <source>An elastic job waiting after it lost a slice, before it goes on with fewer.</source>
        <translation>スライスを失ったエラスティックジョブが、少ないスライスで続行するまで待機している時間。</translation>
    </message>
    <message>
        <source>An elastic job waiting to grow back onto a slice that returned.</source>
        <translation>戻ったスライスへ再拡大するためにエラスティックジョブが待機している時間。</translation>
    </message>
    <message>
        <source>An elastic job re-initializing on its new set of slices; its accelerator initialization and preparation are counted here, not twice.</source>
        <translation>エラスティックジョブが新しいスライス構成で再初期化している時間。その中のアクセラレータ初期化と準備はここで数え、二重には数えません。</translation>
    </message>
    <message>
        <source>From a disruption until the job runs again, and an elastic job&apos;s waits for its slices.</source>
        <translation>中断からジョブが再び動くまで、およびエラスティックジョブのスライス待機。</translation>
    </message>
    <message>
        <source>Accelerator initialization, training preparation, program startup, blocking data loading, checkpoint restores and an elastic job&apos;s re-initializations.</source>
        <translation>アクセラレータ初期化、学習準備、プログラム起動、ブロッキングのデータ読み込み、チェックポイント復元、およびエラスティックジョブの再初期化。</translation>
    </message>
    <message>
        <source>No cause logged (partly counted as Other)</source>
        <translation>原因の記録なし (一部を「その他」に計上)</translation>
    </message>
    <message>
        <source>No cause logged (counted in the logged causes)</source>
        <translation>原因の記録なし (記録された原因の時間に計上)</translation>
    </message>
    <message>
        <source>The measurement counts %1 of the time with no cause in the logged causes&apos; own times, and %2 in Other.</source>
        <translation>計測では、原因のない時間のうち %1 を記録された原因の時間に、%2 を「その他」に計上しています。</translation>
    </message>
</context>
<context>
    <name>gpui::MeasuredView</name>
    <message>
        <source>Import Goodput Log…</source>
        <translation>グッドプットログをインポート…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>Fit the Plan to This Measurement…</source>
        <translation>プランをこの測定に合わせる…</translation>
    </message>
    <message>
        <source>Keep as the Proposal&apos;s Baseline</source>
        <translation>提案書のベースラインとして保持</translation>
    </message>
    <message>
        <source>Measured goodput</source>
        <translation>測定したグッドプット</translation>
    </message>
    <message>
        <source>Job</source>
        <translation>ジョブ</translation>
    </message>
    <message>
        <source>Reading the log</source>
        <translation>ログを読み込み中</translation>
    </message>
    <message>
        <source>Import a job&apos;s goodput log to measure it as ml-goodput-measurement does and put it beside the plan.</source>
        <translation>ジョブのグッドプットログをインポートすると、ml-goodput-measurement と同じ方法で測定しプランと並べて表示します。</translation>
    </message>
    <message>
        <source>Import Goodput Log</source>
        <translation>グッドプットログをインポート</translation>
    </message>
    <message>
        <source>Goodput logs (*.jsonl *.json *.csv *.log);;All files (*)</source>
        <translation>グッドプットログ (*.jsonl *.json *.csv *.log);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>The log is too large to read in this machine&apos;s memory.</source>
        <translation>ログが大きすぎて、このマシンのメモリに読み込めません。</translation>
    </message>
    <message>
        <source>(unnamed job)</source>
        <translation>（名前のないジョブ）</translation>
    </message>
    <message>
        <source>
… and %1 more</source>
        <translation>
…ほか %1 件</translation>
    </message>
    <message>
        <source>ended</source>
        <translation>終了</translation>
    </message>
    <message>
        <source>not ended: measured to its last entry</source>
        <translation>未終了：最後のエントリまで測定</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>Keep measured baseline</source>
        <translation>測定したベースラインを保持</translation>
    </message>
    <message>
        <source>No goodput log is open.

Import the log a training job wrote with ml-goodput-measurement (JSON Lines), a Cloud Logging export of it or a CSV: its goodput, badput by cause and disruptions then appear here, beside what the plan predicts.</source>
        <translation>グッドプット ログが開かれていません。

トレーニング ジョブが ml-goodput-measurement で書き出したログ（JSON Lines）、その Cloud Logging エクスポート、または CSV をインポートしてください。グッドプット、原因別のバッドプット、中断がここに、プランの予測と並んで表示されます。</translation>
    </message>
    <message>
        <source>Seconds</source>
        <translation>秒</translation>
    </message>
    <message>
        <source>Milliseconds</source>
        <translation>ミリ秒</translation>
    </message>
    <message>
        <source>Microseconds</source>
        <translation>マイクロ秒</translation>
    </message>
    <message>
        <source>Nanoseconds</source>
        <translation>ナノ秒</translation>
    </message>
    <message>
        <source>Times in</source>
        <translation>時刻の単位</translation>
    </message>
    <message>
        <source>The unit of the log&apos;s numeric times: ml-goodput-measurement writes POSIX seconds; other loggers write milliseconds, microseconds or nanoseconds since 1970. ISO-8601 times and checkpoint durations are read as they are.</source>
        <translation>ログの数値時刻の単位: ml-goodput-measurement は POSIX 秒で書きます。他のロガーは 1970 年からのミリ秒、マイクロ秒またはナノ秒で書きます。ISO-8601 の時刻とチェックポイント時間はそのまま読みます。</translation>
    </message>
    <message>
        <source>Read its times as %1 and import it again?</source>
        <translation>時刻を %1 として読み、もう一度インポートしますか?</translation>
    </message>
    <message>
        <source>Fit the Plan to This Measurement</source>
        <translation>プランをこの測定に合わせる</translation>
    </message>
    <message>
        <source>Fit the plan to this measurement anyway?</source>
        <translation>それでもプランをこの測定に合わせますか?</translation>
    </message>
    <message>
        <source>no disruption</source>
        <translation>中断なし</translation>
    </message>
    <message>
        <source>1 disruption</source>
        <translation>中断 1 回</translation>
    </message>
    <message>
        <source>%1 disruptions</source>
        <translation>中断 %1 回</translation>
    </message>
    <message>
        <source>%1: goodput %2 over %3 (%4), %5. Largest productive step %6, ideal step %7, step-time deviation %8 s.</source>
        <translation>%1：%3 でグッドプット %2（%4）、%5。最大の生産的ステップ %6、理想ステップ %7、ステップ時間の偏差 %8 秒。</translation>
    </message>
    <message>
        <source>Its goodput is the share of its time in productive steps; the plan predicts %1 of its window in productive steps (scheduling goodput × runtime goodput). The plan&apos;s ML Productivity Goodput, %2, also multiplies by program goodput, which a job&apos;s log does not record.</source>
        <translation>このグッドプットは生産的なステップに費やした時間の割合です。プランはウィンドウの %1 を生産的なステップと予測します（スケジューリンググッドプット × ランタイムグッドプット）。プランの ML Productivity Goodput（%2）はさらにプログラムグッドプットを掛けたもので、これはジョブのログには記録されません。</translation>
    </message>
    <message>
        <source>Elastic waits: after a lost slice %1, to scale up %2; re-initializations: %3.</source>
        <translation>エラスティック待機: スライス喪失後 %1、スケールアップ %2。再初期化: %3。</translation>
    </message>
    <message>
        <source>Slices stepping %1 of the time, available %2 (time-weighted).</source>
        <translation>ステップ実行中のスライス %1、利用可能 %2(時間加重)。</translation>
    </message>
    <message>
        <source>Its shares add up to %1: ml-goodput-measurement counts an elastic job&apos;s waits and re-initializations on top of the step times around them.</source>
        <translation>割合の合計は %1 です。ml-goodput-measurement は、エラスティックジョブの待機と再初期化を前後のステップ時間に重ねて数えます。</translation>
    </message>
    <message>
        <source>A job&apos;s goodput log: ml-goodput-measurement&apos;s JSON Lines, a Cloud Logging export (gcloud logging read --format=json) or CSV (model.md section 18)</source>
        <translation>ジョブのグッドプットログ：ml-goodput-measurement の JSON Lines、Cloud Logging のエクスポート（gcloud logging read --format=json）、または CSV（model.md 第 18 節）</translation>
    </message>
</context>
<context>
    <name>gpui::MfuDialog</name>
    <message>
        <source>Model shape (adds PaLM&apos;s attention term 12 L H Q T)</source>
        <translation>モデル形状（PaLM のアテンション項 12 L H Q T を加算）</translation>
    </message>
    <message>
        <source>MFU Calculator</source>
        <translation>MFU 計算ツール</translation>
    </message>
    <message>
        <source> B parameters</source>
        <translation> B パラメータ</translation>
    </message>
    <message>
        <source>Parameters, in billions, excluding embeddings</source>
        <translation>パラメータ数（十億単位、埋め込みを除く）</translation>
    </message>
    <message>
        <source>Layers (L)</source>
        <translation>レイヤー数 (L)</translation>
    </message>
    <message>
        <source>Heads (H)</source>
        <translation>ヘッド数 (H)</translation>
    </message>
    <message>
        <source>Head dimension (Q)</source>
        <translation>ヘッド次元 (Q)</translation>
    </message>
    <message>
        <source>Sequence length (T)</source>
        <translation>シーケンス長 (T)</translation>
    </message>
    <message>
        <source>Measured training throughput of the whole job</source>
        <translation>ジョブ全体の実測トレーニングスループット</translation>
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
        <translation>パラメータ</translation>
    </message>
    <message>
        <source>Measured throughput</source>
        <translation>実測スループット</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>チップ</translation>
    </message>
    <message>
        <source>Accelerator</source>
        <translation>アクセラレータ</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <source>Use This MFU</source>
        <translation>この MFU を使う</translation>
    </message>
    <message>
        <source>Set MFU from throughput</source>
        <translation>スループットから MFU を設定</translation>
    </message>
    <message>
        <source>Enter the measured throughput</source>
        <translation>実測スループットを入力</translation>
    </message>
    <message>
        <source>MFU = tokens/s × FLOPs per token / (chips × dense peak FLOP/s). Always validate on your workload: a measured figure replaces the estimate.</source>
        <translation>MFU = トークン/秒 × トークンあたり FLOPs / (チップ数 × 密なピーク FLOP/s)。必ず実際のワークロードで検証してください。実測値が推定値に置き換わります。</translation>
    </message>
    <message>
        <source>MFU %1  (%2 GFLOPs per token)</source>
        <translation>MFU %1（トークンあたり %2 GFLOPs）</translation>
    </message>
    <message>
        <source>%1: %2 (%3 points %4)</source>
        <translation>%1：%2（%3 ポイント %4）</translation>
    </message>
    <message>
        <source>above</source>
        <translation>上回る</translation>
    </message>
    <message>
        <source>below</source>
        <translation>下回る</translation>
    </message>
    <message>
        <source>Published figures (PaLM, Chowdhery et al. 2022, table 3):
</source>
        <translation>公開値（PaLM、Chowdhery ほか 2022、表 3）：
</translation>
    </message>
    <message>
        <source>MFU Not Set</source>
        <translation>MFU は設定されませんでした</translation>
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
        <translation>カタログのマシンタイプ</translation>
    </message>
    <message>
        <source>Each accelerator&apos;s own network, as its catalog row gives it</source>
        <translation>各アクセラレータ固有のネットワーク（カタログの行のとおり）</translation>
    </message>
    <message>
        <source>%1: %2 Gb/s a GPU</source>
        <translation>%1：GPU あたり %2 Gb/s</translation>
    </message>
    <message>
        <source>Another bandwidth</source>
        <translation>別の帯域幅</translation>
    </message>
    <message>
        <source> Gb/s a GPU</source>
        <translation> Gb/s（GPU あたり）</translation>
    </message>
    <message>
        <source>The scale-out bandwidth each accelerator has between scale-up domains, in gigabits a second, as network interfaces are rated</source>
        <translation>スケールアップドメイン間で各アクセラレータが持つスケールアウト帯域幅（ネットワークインターフェースの定格と同じくギガビット毎秒）</translation>
    </message>
</context>
<context>
    <name>gpui::NodeEditPanel</name>
    <message>
        <source>Left to right</source>
        <translation>左から右</translation>
    </message>
    <message>
        <source>Top down</source>
        <translation>上から下</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>タイトル</translation>
    </message>
    <message>
        <source>Tab title</source>
        <translation>タブのタイトル</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>概要</translation>
    </message>
    <message>
        <source>Reads</source>
        <translation>読む向き</translation>
    </message>
    <message>
        <source>Starts at</source>
        <translation>開始ノード</translation>
    </message>
    <message>
        <source>Graph title</source>
        <translation>グラフのタイトル</translation>
    </message>
    <message>
        <source>Graph summary</source>
        <translation>グラフの概要</translation>
    </message>
    <message>
        <source>Reading direction</source>
        <translation>読む向き</translation>
    </message>
    <message>
        <source>Start node</source>
        <translation>開始ノード</translation>
    </message>
    <message>
        <source>Edit the graph&apos;s title</source>
        <translation>グラフのタイトルを編集</translation>
    </message>
    <message>
        <source>Edit the tab title</source>
        <translation>タブのタイトルを編集</translation>
    </message>
    <message>
        <source>Edit the summary</source>
        <translation>概要を編集</translation>
    </message>
    <message>
        <source>Change the reading direction</source>
        <translation>読む向きを変更</translation>
    </message>
    <message>
        <source>Change the start</source>
        <translation>開始ノードを変更</translation>
    </message>
    <message>
        <source>Add Answer…</source>
        <translation>回答を追加…</translation>
    </message>
    <message>
        <source>Then click the node the answer leads to (A)</source>
        <translation>続けて回答の行き先ノードをクリック (A)</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>テキスト</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>種類</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>ヘルプ</translation>
    </message>
    <message>
        <source>Rationale</source>
        <translation>理由</translation>
    </message>
    <message>
        <source>Gotchas</source>
        <translation>注意点</translation>
    </message>
    <message>
        <source>Meaning</source>
        <translation>意味</translation>
    </message>
    <message>
        <source>Source quotation</source>
        <translation>出典の引用</translation>
    </message>
    <message>
        <source>Accelerators</source>
        <translation>アクセラレータ</translation>
    </message>
    <message>
        <source>The question, the fix or the recommendation</source>
        <translation>質問、対処、または推奨</translation>
    </message>
    <message>
        <source>What the question means, how to tell</source>
        <translation>質問の意味と見分け方</translation>
    </message>
    <message>
        <source>One per line</source>
        <translation>1 行に 1 つ</translation>
    </message>
    <message>
        <source>Shared by recommendations that say the same</source>
        <translation>同じことを言う推奨で共有</translation>
    </message>
    <message>
        <source>The passage of the source this node comes from</source>
        <translation>このノードの元になった出典の一節</translation>
    </message>
    <message>
        <source>Catalog ids, comma-separated: h100, l4</source>
        <translation>カタログ ID をカンマ区切りで: h100, l4</translation>
    </message>
    <message>
        <source>Node text</source>
        <translation>ノードのテキスト</translation>
    </message>
    <message>
        <source>Node kind</source>
        <translation>ノードの種類</translation>
    </message>
    <message>
        <source>Node id</source>
        <translation>ノード ID</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>回答</translation>
    </message>
    <message>
        <source>Edit a node&apos;s text</source>
        <translation>ノードのテキストを編集</translation>
    </message>
    <message>
        <source>Edit a node&apos;s meaning</source>
        <translation>ノードの意味を編集</translation>
    </message>
    <message>
        <source>Edit a recommendation&apos;s accelerators</source>
        <translation>推奨のアクセラレータを編集</translation>
    </message>
    <message>
        <source>Edit a node&apos;s help</source>
        <translation>ノードのヘルプを編集</translation>
    </message>
    <message>
        <source>Edit a recommendation&apos;s rationale</source>
        <translation>推奨の理由を編集</translation>
    </message>
    <message>
        <source>Edit a node&apos;s source quotation</source>
        <translation>ノードの出典の引用を編集</translation>
    </message>
    <message>
        <source>Edit a recommendation&apos;s gotchas</source>
        <translation>推奨の注意点を編集</translation>
    </message>
    <message>
        <source>Change a node&apos;s kind</source>
        <translation>ノードの種類を変更</translation>
    </message>
    <message>
        <source>An id is 1 to 60 letters, digits, &apos;-&apos;, &apos;_&apos; or &apos;.&apos;, and no other node may have it.</source>
        <translation>ID は 1～60 文字の英字、数字、&apos;-&apos;、&apos;_&apos;、&apos;.&apos; で、他のノードと重複できません。</translation>
    </message>
    <message>
        <source>Rename a node</source>
        <translation>ノードの名前を変更</translation>
    </message>
    <message>
        <source>Markup and control characters (such as &lt;b&gt; or &amp;amp;) are not kept: a graph&apos;s texts are plain. The field&apos;s change is not applied.</source>
        <translation>マークアップと制御文字（&lt;b&gt; や &amp;amp; など）は使えません。グラフのテキストはプレーンテキストです。この欄の変更は反映されません。</translation>
    </message>
    <message>
        <source>(nowhere)</source>
        <translation>（行き先なし）</translation>
    </message>
    <message>
        <source>Edit an answer</source>
        <translation>回答を編集</translation>
    </message>
    <message>
        <source>Edit an answer&apos;s finding</source>
        <translation>回答の所見を編集</translation>
    </message>
    <message>
        <source>Edit an answer&apos;s condition</source>
        <translation>回答の条件を編集</translation>
    </message>
    <message>
        <source>Move an answer&apos;s end</source>
        <translation>回答の行き先を移動</translation>
    </message>
    <message>
        <source>Remove an answer</source>
        <translation>回答を削除</translation>
    </message>
    <message>
        <source>The graph</source>
        <translation>グラフ</translation>
    </message>
</context>
<context>
    <name>gpui::OptionChanges</name>
    <message>
        <source>on</source>
        <translation>オン</translation>
    </message>
    <message>
        <source>off</source>
        <translation>オフ</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>the default</source>
        <translation>既定値</translation>
    </message>
    <message>
        <source>Accelerator</source>
        <translation>アクセラレータ</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>パラメータ数</translation>
    </message>
    <message>
        <source>Training tokens</source>
        <translation>学習トークン数</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation>オプティマイザ</translation>
    </message>
    <message>
        <source>Sharding</source>
        <translation>シャーディング</translation>
    </message>
    <message>
        <source>Tensor-parallel degree</source>
        <translation>テンソル並列度</translation>
    </message>
    <message>
        <source>Pipeline-parallel degree</source>
        <translation>パイプライン並列度</translation>
    </message>
    <message>
        <source>Micro-batch</source>
        <translation>マイクロバッチ</translation>
    </message>
    <message>
        <source>Activation recomputation</source>
        <translation>活性の再計算</translation>
    </message>
    <message>
        <source>Deadline</source>
        <translation>期限</translation>
    </message>
    <message>
        <source>Measured tokens per second</source>
        <translation>実測トークン毎秒</translation>
    </message>
    <message>
        <source>Use of the commitment beyond this run</source>
        <translation>この実行以外でのコミットメントの利用</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>層数</translation>
    </message>
    <message>
        <source>Attention heads</source>
        <translation>アテンションヘッド数</translation>
    </message>
    <message>
        <source>Head dimension</source>
        <translation>ヘッド次元</translation>
    </message>
    <message>
        <source>Sequence length</source>
        <translation>シーケンス長</translation>
    </message>
    <message>
        <source>MFU on %1: %2</source>
        <translation>%1 での MFU: %2</translation>
    </message>
    <message>
        <source>Spot price of %1: %2 per accelerator-hour</source>
        <translation>%1 の Spot 価格: アクセラレータ時間あたり %2</translation>
    </message>
    <message>
        <source>On-demand price of %1: %2 per accelerator-hour</source>
        <translation>%1 のオンデマンド価格: アクセラレータ時間あたり %2</translation>
    </message>
    <message>
        <source>Custom accelerators changed</source>
        <translation>カスタムアクセラレータを変更</translation>
    </message>
    <message>
        <source>Provisioning profiles changed</source>
        <translation>プロビジョニングプロファイルを変更</translation>
    </message>
    <message>
        <source>the GPU walk&apos;s pick</source>
        <translation>GPU の判断パスの選択</translation>
    </message>
</context>
<context>
    <name>gpui::OverviewView</name>
    <message>
        <source>Where the window goes</source>
        <translation>期間の内訳</translation>
    </message>
    <message>
        <source>Hours</source>
        <translation>時間</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>割合</translation>
    </message>
    <message>
        <source>Input</source>
        <translation>入力</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>値</translation>
    </message>
    <message>
        <source>Plan overview</source>
        <translation>プランの概要</translation>
    </message>
    <message>
        <source>Badput breakdown</source>
        <translation>バッドプットの内訳</translation>
    </message>
    <message>
        <source>Plan inputs</source>
        <translation>プランの入力値</translation>
    </message>
    <message>
        <source>No result: an input is invalid</source>
        <translation>結果なし：無効な入力があります</translation>
    </message>
    <message>
        <source>Scheduling %1  ×  Runtime %2  ×  Program (MFU) %3   ·   %4 interruptions expected in %5</source>
        <translation>スケジューリング %1  ×  ランタイム %2  ×  プログラム（MFU）%3   ·   %5 で予想される中断 %4 回</translation>
    </message>
    <message>
        <source>Waiting for capacity</source>
        <translation>容量待ち</translation>
    </message>
    <message>
        <source>Rescheduling</source>
        <translation>再スケジュール</translation>
    </message>
    <message>
        <source>Resuming</source>
        <translation>再開</translation>
    </message>
    <message>
        <source>Progress lost since the last checkpoint</source>
        <translation>前回のチェックポイント以降に失われた進捗</translation>
    </message>
    <message>
        <source>Saving checkpoints</source>
        <translation>チェックポイントの保存</translation>
    </message>
    <message>
        <source>Program inefficiency (peak not extracted)</source>
        <translation>プログラムの非効率（引き出せないピーク性能）</translation>
    </message>
    <message>
        <source>Goodput (productive time at peak)</source>
        <translation>グッドプット（ピーク性能での生産的な時間）</translation>
    </message>
    <message>
        <source>Nodes × accelerators per node</source>
        <translation>ノード数 × ノードあたりのアクセラレータ数</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>Evaluation window</source>
        <translation>評価期間</translation>
    </message>
    <message>
        <source>Unwarned failures per node-day</source>
        <translation>ノード日あたりの警告なしの障害</translation>
    </message>
    <message>
        <source>Warned interruptions per node-day</source>
        <translation>ノード日あたりの警告付きの中断</translation>
    </message>
    <message>
        <source>Checkpoint interval</source>
        <translation>チェックポイント間隔</translation>
    </message>
    <message>
        <source>Checkpoint save cost</source>
        <translation>チェックポイント保存のコスト</translation>
    </message>
    <message>
        <source>Resume time</source>
        <translation>再開時間</translation>
    </message>
    <message>
        <source>Young / Daly interval</source>
        <translation>Young / Daly の間隔</translation>
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
        <translation>警告</translation>
    </message>
    <message>
        <source>%1: the inputs are illustrative defaults until you set them</source>
        <translation>%1: 入力は設定するまで例示用の既定値です</translation>
    </message>
    <message>
        <source>Serving</source>
        <translation>サービング</translation>
    </message>
    <message>
        <source>Serving figures</source>
        <translation>サービングの数値</translation>
    </message>
    <message>
        <source>The techniques with the largest gain</source>
        <translation>効果の大きいテクニック</translation>
    </message>
    <message>
        <source>Open the Costs view</source>
        <translation>コスト画面を開く</translation>
    </message>
    <message>
        <source>ML Productivity Goodput and its factors</source>
        <translation>ML Productivity Goodput とその要素</translation>
    </message>
    <message>
        <source>The workbench explains each factor</source>
        <translation>各要素はワークベンチで説明しています</translation>
    </message>
    <message>
        <source>Open the goodput improvement flowchart</source>
        <translation>グッドプット改善のフローチャートを開く</translation>
    </message>
    <message>
        <source>Where the goodput comes from</source>
        <translation>グッドプットの内訳</translation>
    </message>
    <message>
        <source>Scheduling</source>
        <translation>スケジューリング</translation>
    </message>
    <message>
        <source>Runtime</source>
        <translation>ランタイム</translation>
    </message>
    <message>
        <source>Program (MFU)</source>
        <translation>プログラム (MFU)</translation>
    </message>
    <message>
        <source>ML Productivity Goodput</source>
        <translation>ML Productivity Goodput</translation>
    </message>
    <message>
        <source>No modelled technique raises this plan&apos;s goodput further</source>
        <translation>モデル化したテクニックでは、このプランのグッドプットをこれ以上上げられません</translation>
    </message>
    <message>
        <source>Running shrunk while a node is replaced</source>
        <translation>ノードの交換中の縮小運転</translation>
    </message>
    <message>
        <source>Slowed by stragglers</source>
        <translation>ストラグラーによる減速</translation>
    </message>
    <message>
        <source>Spot preemptions per node-day</source>
        <translation>ノード日あたりの Spot プリエンプション</translation>
    </message>
    <message>
        <source>Reschedule after a Spot preemption</source>
        <translation>Spot プリエンプション後の再スケジュール</translation>
    </message>
    <message>
        <source>Hot spare swap time</source>
        <translation>ホットスペアの切り替え時間</translation>
    </message>
    <message>
        <source>Reschedule after a failure</source>
        <translation>障害後の再スケジュール</translation>
    </message>
    <message>
        <source>Serving: %1</source>
        <translation>サービング: %1</translation>
    </message>
</context>
<context>
    <name>gpui::PlanChart</name>
    <message>
        <source>Export</source>
        <translation>エクスポート</translation>
    </message>
    <message>
        <source>Export %1</source>
        <translation>%1 をエクスポート</translation>
    </message>
    <message>
        <source>PNG image…</source>
        <translation>PNG 画像…</translation>
    </message>
    <message>
        <source>SVG image…</source>
        <translation>SVG 画像…</translation>
    </message>
    <message>
        <source>CSV data…</source>
        <translation>CSV データ…</translation>
    </message>
    <message>
        <source>CSV data (*.csv)</source>
        <translation>CSV データ (*.csv)</translation>
    </message>
    <message>
        <source>SVG image (*.svg)</source>
        <translation>SVG 画像 (*.svg)</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>PNG 画像 (*.png)</translation>
    </message>
    <message>
        <source>Export Chart</source>
        <translation>グラフをエクスポート</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>エクスポートに失敗しました</translation>
    </message>
    <message>
        <source>The chart could not be written to %1.</source>
        <translation>グラフを %1 に書き込めませんでした。</translation>
    </message>
</context>
<context>
    <name>gpui::PlanDocument</name>
    <message>
        <source>Untitled plan</source>
        <translation>無題のプラン</translation>
    </message>
    <message>
        <source>Use the walk&apos;s answer for the plan</source>
        <translation>たどった回答をプランに使う</translation>
    </message>
</context>
<context>
    <name>gpui::PlanSearchDialog</name>
    <message>
        <source>Configuration</source>
        <translation>構成</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>コスト</translation>
    </message>
    <message>
        <source>Days</source>
        <translation>日数</translation>
    </message>
    <message>
        <source>Days (p90)</source>
        <translation>日数（p90）</translation>
    </message>
    <message>
        <source>Likely in time</source>
        <translation>期限内の確率</translation>
    </message>
    <message>
        <source>Accelerator</source>
        <translation>アクセラレータ</translation>
    </message>
    <message>
        <source>Lost on</source>
        <translation>敗因</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>理由</translation>
    </message>
    <message>
        <source>Apply This</source>
        <translation>これを適用</translation>
    </message>
    <message>
        <source>Add as Scenario</source>
        <translation>シナリオとして追加</translation>
    </message>
    <message>
        <source>Find the Plan</source>
        <translation>プランを探す</translation>
    </message>
    <message>
        <source>Find the plan</source>
        <translation>プランを探す</translation>
    </message>
    <message>
        <source>Cost against wall days at the 90th percentile</source>
        <translation>90 パーセンタイルの経過日数に対するコスト</translation>
    </message>
    <message>
        <source>Wall days at the 90th percentile</source>
        <translation>経過日数（90 パーセンタイル）</translation>
    </message>
    <message>
        <source>The point chosen</source>
        <translation>選択した点</translation>
    </message>
    <message>
        <source>The cheapest options</source>
        <translation>最も安価な選択肢</translation>
    </message>
    <message>
        <source>Why each other accelerator lost</source>
        <translation>他の各アクセラレータが選ばれなかった理由</translation>
    </message>
    <message>
        <source>The cheapest options that meet the goal</source>
        <translation>目標を満たす最も安価な選択肢</translation>
    </message>
    <message>
        <source>%1 configurations in the space; %2 priced with the planning model, %3 simulated for their risk; the rest pruned (memory, the largest job, the deadline, a cost bound).</source>
        <translation>探索空間の構成は %1 個。%2 個を計画モデルで価格算出し、%3 個のリスクをシミュレーションしました。残りは除外しました（メモリ、最大ジョブ、期限、コスト上限）。</translation>
    </message>
    <message>
        <source>The front</source>
        <translation>パレートフロント</translation>
    </message>
    <message>
        <source>Recommended</source>
        <translation>推奨</translation>
    </message>
    <message>
        <source>Your plan</source>
        <translation>現在のプラン</translation>
    </message>
    <message>
        <source>Click a point of the front to see its configuration.</source>
        <translation>パレートフロントの点をクリックすると、その構成を表示します。</translation>
    </message>
    <message>
        <source>Cost of the run (thousand $)</source>
        <translation>学習の費用（千ドル）</translation>
    </message>
    <message>
        <source>How the search ran</source>
        <translation>探索の経過</translation>
    </message>
</context>
<context>
    <name>gpui::PlanSearchPanel</name>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>適用</translation>
    </message>
    <message>
        <source>Add as Scenario</source>
        <translation>シナリオとして追加</translation>
    </message>
    <message>
        <source>Details…</source>
        <translation>詳細…</translation>
    </message>
    <message>
        <source>Find the plan</source>
        <translation>プランを探す</translation>
    </message>
    <message>
        <source>Recommendation</source>
        <translation>推奨</translation>
    </message>
    <message>
        <source>The recommendation&apos;s figures</source>
        <translation>推奨の数値</translation>
    </message>
    <message>
        <source>Search progress</source>
        <translation>検索の進捗</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source>Confidence of meeting the deadline</source>
        <translation>期限に間に合う信頼度</translation>
    </message>
    <message>
        <source>The probability of finishing by the deadline that the recommendation must reach, from the Monte Carlo</source>
        <translation>推奨が達成すべき、期限までに完了する確率（モンテカルロによる）</translation>
    </message>
    <message>
        <source>no budget</source>
        <translation>予算なし</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>予算</translation>
    </message>
    <message>
        <source>The most the run may cost; 0 for no budget</source>
        <translation>学習にかけられる費用の上限。0 で予算なし</translation>
    </message>
    <message>
        <source>Set the plan&apos;s accelerator, count, provisioning, hot spares, checkpoint interval and fast tier to the recommendation&apos;s (one undoable step)</source>
        <translation>プランのアクセラレータ、台数、プロビジョニング、ホットスペア、チェックポイント間隔、高速層を推奨の値に設定します（1 回の操作で元に戻せます）</translation>
    </message>
    <message>
        <source>Keep the recommendation as a scenario beside the plan</source>
        <translation>推奨をシナリオとしてプランと並べて残します</translation>
    </message>
    <message>
        <source>The front of cost against time, the cheapest options and why each other accelerator lost</source>
        <translation>時間に対するコストのパレートフロント、最も安価な選択肢、他の各アクセラレータが選ばれなかった理由</translation>
    </message>
    <message>
        <source>Confidence:</source>
        <translation>信頼度：</translation>
    </message>
    <message>
        <source>Budget:</source>
        <translation>予算：</translation>
    </message>
    <message>
        <source>The search was stopped. Change the goal or press Find to run it again.</source>
        <translation>検索を停止しました。目標を変更するか「検索」を押すと、再び実行します。</translation>
    </message>
    <message>
        <source>Find</source>
        <translation>検索</translation>
    </message>
    <message>
        <source>Set the search&apos;s confidence</source>
        <translation>検索の信頼度を設定</translation>
    </message>
    <message>
        <source>Set the search&apos;s budget</source>
        <translation>検索の予算を設定</translation>
    </message>
    <message>
        <source>The search cannot run</source>
        <translation>検索を実行できません</translation>
    </message>
    <message>
        <source>Your plan is priced below while the search runs.</source>
        <translation>検索の実行中は、現在のプランの価格を下に表示します。</translation>
    </message>
    <message>
        <source>Recommended: %1</source>
        <translation>推奨: %1</translation>
    </message>
    <message>
        <source>Your plan is the recommendation.</source>
        <translation>現在のプランが推奨構成です。</translation>
    </message>
    <message>
        <source>Nothing meets the goal</source>
        <translation>目標を満たす構成はありません</translation>
    </message>
    <message>
        <source>Apply the search&apos;s configuration</source>
        <translation>検索の構成を適用</translation>
    </message>
    <message>
        <source>Add the search&apos;s configuration as a scenario</source>
        <translation>検索の構成をシナリオとして追加</translation>
    </message>
    <message>
        <source>Export Deployment…</source>
        <translation>デプロイのエクスポート…</translation>
    </message>
    <message>
        <source>Write this recommendation, or one of the plan&apos;s options, as a SkyPilot task, a GKE JobSet or a Slurm script</source>
        <translation>この推奨、またはプランのいずれかのオプションを、SkyPilot タスク、GKE JobSet、または Slurm スクリプトとして書き出す</translation>
    </message>
    <message>
        <source>Added the search&apos;s configuration as a scenario: the scenario shown keeps what its name says.</source>
        <translation>探索の構成をシナリオとして追加しました。表示中のシナリオは名前どおりの内容のままです。</translation>
    </message>
    <message>
        <source>Applied the search&apos;s configuration to the base plan.</source>
        <translation>探索の構成をベースプランに適用しました。</translation>
    </message>
    <message numerus="yes">
        <source>%n scenario(s) re-based to keep what they set.</source>
        <translation>
            <numerusform>%n 件のシナリオを、設定内容が変わらないようにベースに合わせて更新しました。</numerusform>
        </translation>
    </message>
    <message>
        <source>The plan&apos;s recommendation, written about the old base, was cleared.</source>
        <translation>旧ベースについて書かれたプランの推奨は取り消しました。</translation>
    </message>
    <message>
        <source>What was changed</source>
        <translation>変更内容</translation>
    </message>
</context>
<context>
    <name>gpui::PracticePage</name>
    <message>
        <source>Next Question (Enter)</source>
        <translation>次の問題（Enter）</translation>
    </message>
    <message>
        <source>%1 of %2 right this session</source>
        <translation>このセッションで %2 問中 %1 問正解</translation>
    </message>
</context>
<context>
    <name>gpui::PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>設定</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>言語(&amp;L)：</translation>
    </message>
    <message>
        <source>System default (%1)</source>
        <translation>システムの既定（%1）</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>言語</translation>
    </message>
    <message>
        <source>The interface, the charts and exported proposals use this language.</source>
        <translation>画面、グラフ、エクスポートした提案書にこの言語が使われます。</translation>
    </message>
    <message>
        <source>&amp;Appearance:</source>
        <translation>外観(&amp;A)：</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>システムに従う</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>ライト</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>ダーク</translation>
    </message>
    <message>
        <source>Appearance</source>
        <translation>外観</translation>
    </message>
    <message>
        <source>Show the &amp;welcome at the next start</source>
        <translation>次回起動時にようこそ画面を表示(&amp;W)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <source>&amp;Reopen the last plan at start</source>
        <translation>起動時に前回のプランを開く(&amp;R)</translation>
    </message>
    <message>
        <source>Graph packs</source>
        <translation>グラフパック</translation>
    </message>
</context>
<context>
    <name>gpui::PresentationLayout</name>
    <message>
        <source>Page %1 of %2</source>
        <translation>%1 / %2 ページ</translation>
    </message>
</context>
<context>
    <name>gpui::PresentationView</name>
    <message>
        <source>Presentation</source>
        <translation>プレゼンテーション</translation>
    </message>
    <message>
        <source>Presentation — Goodput Planner</source>
        <translation>プレゼンテーション — Goodput Planner</translation>
    </message>
    <message>
        <source>%1 · for %2</source>
        <translation>%1 · %2 様向け</translation>
    </message>
    <message>
        <source>No result: an input is invalid</source>
        <translation>結果なし：無効な入力があります</translation>
    </message>
    <message>
        <source>Scheduling %1 × Runtime %2 × Program (MFU) %3</source>
        <translation>スケジューリング %1 × ランタイム %2 × プログラム（MFU）%3</translation>
    </message>
    <message>
        <source>The path the serving figures give</source>
        <translation>提供の数値から導かれる経路</translation>
    </message>
    <message>
        <source>No walk of the GPU tree is recorded: walk it in the Decision flowcharts view.</source>
        <translation>GPU の決定木の経路が記録されていません：「意思決定フローチャート」ビューでたどってください。</translation>
    </message>
    <message>
        <source>The walk of “%1”</source>
        <translation>「%1」の経路</translation>
    </message>
    <message>
        <source>Advice: the GPU walk through the decision tree of Optimizing GPU Usage</source>
        <translation>助言：「Optimizing GPU Usage」の決定木による GPU の判断パス</translation>
    </message>
</context>
<context>
    <name>gpui::ProgressPage</name>
    <message>
        <source>Exam score (%)</source>
        <translation>試験スコア (%)</translation>
    </message>
    <message>
        <source>Exam</source>
        <translation>試験</translation>
    </message>
    <message>
        <source>Exam scores over time</source>
        <translation>試験スコアの推移</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日付</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>スコア</translation>
    </message>
    <message>
        <source>Questions</source>
        <translation>問題</translation>
    </message>
    <message>
        <source>Exam history</source>
        <translation>試験履歴</translation>
    </message>
</context>
<context>
    <name>gpui::ProposalBuilder</name>
    <message>
        <source>Accelerator and goodput proposal</source>
        <translation>アクセラレータとグッドプットのご提案</translation>
    </message>
    <message>
        <source>Training plan</source>
        <translation>トレーニングプラン</translation>
    </message>
    <message>
        <source>Prepared for %1</source>
        <translation>%1 様向け</translation>
    </message>
    <message>
        <source>Prepared by %1</source>
        <translation>作成者：%1</translation>
    </message>
    <message>
        <source>Executive summary</source>
        <translation>エグゼクティブサマリー</translation>
    </message>
    <message>
        <source>none selected</source>
        <translation>未選択</translation>
    </message>
    <message>
        <source>The GPU-selection walk recommends %1.</source>
        <translation>GPU 選定の経路は「%1」を推奨しています。</translation>
    </message>
    <message>
        <source>ML Productivity Goodput</source>
        <translation>ML Productivity Goodput</translation>
    </message>
    <message>
        <source>Provisioning</source>
        <translation>プロビジョニング</translation>
    </message>
    <message>
        <source>Total cost</source>
        <translation>総コスト</translation>
    </message>
    <message>
        <source>Cost per productive accelerator-hour</source>
        <translation>生産的なアクセラレータ 1 時間あたりのコスト</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>項目</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>値</translation>
    </message>
    <message>
        <source>Goodput analysis</source>
        <translation>グッドプット分析</translation>
    </message>
    <message>
        <source>Where the evaluation window goes: ML Productivity Goodput = scheduling × runtime × program goodput.</source>
        <translation>評価期間の内訳：ML Productivity Goodput = スケジューリング × ランタイム × プログラムのグッドプット。</translation>
    </message>
    <message>
        <source>Sensitivity: ML Productivity Goodput with each input moved by 20 %, switches turned off and on.</source>
        <translation>感度：各入力を 20 % 変化させ、スイッチをオフ・オンにしたときの ML Productivity Goodput。</translation>
    </message>
    <message>
        <source>Recommended techniques and their expected effect</source>
        <translation>推奨する手法と期待される効果</translation>
    </message>
    <message>
        <source>Raises MFU; measure the gain on the workload</source>
        <translation>MFU を高めます。ワークロードで効果を測定してください</translation>
    </message>
    <message>
        <source>In the plan already</source>
        <translation>すでにプランに含まれています</translation>
    </message>
    <message>
        <source>%1 → %2 (%3%4 points)</source>
        <translation>%1 → %2（%3%4 ポイント）</translation>
    </message>
    <message>
        <source>Technique</source>
        <translation>手法</translation>
    </message>
    <message>
        <source>Goodput</source>
        <translation>グッドプット</translation>
    </message>
    <message>
        <source>ML Productivity Goodput: now → with it</source>
        <translation>ML Productivity Goodput：現在 → 適用後</translation>
    </message>
    <message>
        <source>Effects by the planning model with the plan&apos;s inputs, one technique at a time.</source>
        <translation>プランの入力値を用いた計画モデルによる効果（1 手法ずつ）。</translation>
    </message>
    <message>
        <source>Cost comparison</source>
        <translation>コスト比較</translation>
    </message>
    <message>
        <source>Accelerator</source>
        <translation>アクセラレータ</translation>
    </message>
    <message>
        <source>$/h</source>
        <translation>$/時間</translation>
    </message>
    <message>
        <source>Provisioning compared per productive hour</source>
        <translation>生産的な 1 時間あたりで比較したプロビジョニング</translation>
    </message>
    <message>
        <source>Scheduling</source>
        <translation>スケジューリング</translation>
    </message>
    <message>
        <source>Runtime</source>
        <translation>ランタイム</translation>
    </message>
    <message>
        <source>Assumptions</source>
        <translation>前提条件</translation>
    </message>
    <message>
        <source>⚠ Always validate on your workload: every recommendation assumes you confirm it with practical testing on your actual model and dataset. Theoretical fit is a starting point, not a guarantee.</source>
        <translation>⚠ 必ず実際のワークロードで検証してください。すべての推奨は、実際のモデルとデータセットを使った実地テストで確認することを前提としています。理論上の適合は出発点であって保証ではありません。</translation>
    </message>
    <message>
        <source>Checkpoints every %1, each stalling the job for %2; auto-checkpointing on SIGTERM %3.</source>
        <translation>%1ごとにチェックポイントを取り、そのたびにジョブが %2 停止します。SIGTERM での自動チェックポイント：%3。</translation>
    </message>
    <message>
        <source>on (grace %1)</source>
        <translation>オン（猶予 %1）</translation>
    </message>
    <message>
        <source>off</source>
        <translation>オフ</translation>
    </message>
    <message>
        <source>Model FLOP utilization %1%2.</source>
        <translation>モデル FLOP 使用率 %1%2。</translation>
    </message>
    <message>
        <source>, from measured throughput</source>
        <translation>、実測スループットから</translation>
    </message>
    <message>
        <source>, an estimate</source>
        <translation>、推定値</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>メモ</translation>
    </message>
    <message>
        <source>Appendix: formulas and sources</source>
        <translation>付録：数式と出典</translation>
    </message>
    <message>
        <source>Young (1974): τ = √(2 δ M). Daly (2006), FGCS 22(3), eq. 37: τ = √(2 δ M) [1 + √(δ/2M)/3 + (δ/2M)/9] − δ.</source>
        <translation>Young (1974)：τ = √(2 δ M)。Daly (2006)、FGCS 22(3)、式 37：τ = √(2 δ M) [1 + √(δ/2M)/3 + (δ/2M)/9] − δ。</translation>
    </message>
    <message>
        <source>Daly&apos;s complete model: T_w = M e^(R/M) (e^((τ+δ)/M) − 1) T_s / τ.</source>
        <translation>Daly の完全モデル：T_w = M e^(R/M) (e^((τ+δ)/M) − 1) T_s / τ。</translation>
    </message>
    <message>
        <source>MFU = tokens/s × (6 N + 12 L H Q T) / (chips × peak FLOP/s) (PaLM, Chowdhery et al. 2022, appendix B).</source>
        <translation>MFU = トークン/秒 × (6 N + 12 L H Q T) / (チップ数 × ピーク FLOP/s)（PaLM、Chowdhery ほか 2022、付録 B）。</translation>
    </message>
    <message>
        <source>Training compute C = 6 N D (EleutherAI, Transformer Math 101); cost = T × G × price; cost per productive accelerator-hour = price / (SG × RG).</source>
        <translation>トレーニング計算量 C = 6 N D（EleutherAI、Transformer Math 101）、コスト = T × G × 価格、生産的なアクセラレータ 1 時間あたりのコスト = 価格 / (SG × RG)。</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Goodput Planner proposal</source>
        <translation>Goodput Planner 提案書</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>%1 / %2 ページ</translation>
    </message>
    <message>
        <source>Failure cost against cluster size: every interruption idles the whole job. In a fixed window lost accelerator-hours grow with the square of the node count; for a fixed amount of training compute, done sooner on more nodes, they grow in proportion to it. The re-optimized curves include the save hours that checkpointing more often adds.</source>
        <translation>クラスタ規模に対する障害コスト: 中断のたびにジョブ全体が停止します。固定期間では失われるアクセラレータ時間はノード数の 2 乗で増え、一定量の学習計算 (ノードが多いほど早く終わる) ではノード数に比例して増えます。再最適化した曲線には、より頻繁なチェックポイントで増える保存時間を含みます。</translation>
    </message>
    <message>
        <source>Interruptions per node per day: %1 failures without warning, %2 maintenance preemptions and %3 Spot preemptions with a warning; job MTBF %4.</source>
        <translation>ノード 1 日あたりの中断: 予告なしの障害 %1 回、予告ありのメンテナンスによるプリエンプション %2 回と Spot プリエンプション %3 回。ジョブの MTBF %4。</translation>
    </message>
    <message>
        <source>Reschedule %1 after a failure, %2 after maintenance, %3 after a Spot preemption; resume %4; initial wait for capacity %5.</source>
        <translation>再スケジュールは障害後 %1、メンテナンス後 %2、Spot プリエンプション後 %3。再開 %4。容量の初期待ち時間 %5。</translation>
    </message>
    <message>
        <source>No hot spares.</source>
        <translation>ホットスペアなし。</translation>
    </message>
    <message>
        <source>Interruptions also strike during recovery and emergency saves.</source>
        <translation>中断は復旧中や緊急保存中にも発生します。</translation>
    </message>
    <message>
        <source>Interruptions strike only while the job runs, not during recovery.</source>
        <translation>中断はジョブの実行中にのみ発生し、復旧中には発生しません。</translation>
    </message>
    <message>
        <source>Expected values by renewal-reward over the finite window: running stretches X ~ Exp(Λ), Λ = n (λ_f + λ_m + λ_s); an interruption loses X mod (τ + δ); E[X mod c] = 1/Λ − c / (e^(Λc) − 1) (planning model, checked against the Monte Carlo).</source>
        <translation>有限期間に対する再生報酬 (renewal-reward) による期待値: 実行区間 X ~ Exp(Λ)、Λ = n (λ_f + λ_m + λ_s)。中断は X mod (τ + δ) を失い、E[X mod c] = 1/Λ − c / (e^(Λc) − 1) (計画モデル、モンテカルロで検証)。</translation>
    </message>
    <message>
        <source>Priced accelerator: %1 × %2 (%3 nodes of %4).</source>
        <translation>見積もり対象のアクセラレータ：%1 × %2（%4 基のノード %3 台）。</translation>
    </message>
    <message>
        <source>Wall time to train (days)</source>
        <translation>学習の経過時間（日）</translation>
    </message>
    <message>
        <source>Billed accelerator-hours (hot spares included)</source>
        <translation>課金アクセラレータ時間（ホットスペア込み）</translation>
    </message>
    <message>
        <source>Memory per accelerator</source>
        <translation>アクセラレータあたりのメモリ</translation>
    </message>
    <message>
        <source>%1 of %2 GB usable: fits</source>
        <translation>使用可能 %2 GB 中 %1：収まる</translation>
    </message>
    <message>
        <source>%1 of %2 GB usable: does not fit</source>
        <translation>使用可能 %2 GB 中 %1：収まらない</translation>
    </message>
    <message>
        <source> ✔</source>
        <translation> ✔</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>はい</translation>
    </message>
    <message>
        <source>no</source>
        <translation>いいえ</translation>
    </message>
    <message>
        <source> (published)</source>
        <translation>（公表値）</translation>
    </message>
    <message>
        <source> late</source>
        <translation> 遅延</translation>
    </message>
    <message>
        <source>Fits</source>
        <translation>適合</translation>
    </message>
    <message>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <source>Wall days</source>
        <translation>経過日数</translation>
    </message>
    <message>
        <source>For the deadline</source>
        <translation>期限に必要</translation>
    </message>
    <message>
        <source>At the plan&apos;s %1 accelerators; &quot;For the deadline&quot; is the fewest, in whole nodes, that fit the model and finish within %2 days. ✔ marks the cheapest of those.</source>
        <translation>プランの %1 基での値。「期限に必要」は、モデルが収まり %2 日以内に完了するノード単位の最小数。✔ はその中で最も安価なもの。</translation>
    </message>
    <message>
        <source>Cost of the run</source>
        <translation>学習の費用</translation>
    </message>
    <message>
        <source>The plan&apos;s own provisioning (bold) uses the plan&apos;s goodput; the others use the plan with their own wait for capacity, Spot with its preemptions. Waiting is not billed; DWS calendar bills whole days; DWS flex-start runs at most 7 days a request; a commitment is paid for its whole term, and the run carries the part of it not used elsewhere.</source>
        <translation>プラン自身のプロビジョニング（太字）はプランのグッドプットを使い、その他はそれぞれのキャパシティ待ちで、Spot はそのプリエンプションも含めてプランを評価します。待ちは課金されません。DWS カレンダーは日単位で課金し、DWS Flex-Start は 1 リクエスト最長 7 日、確約は期間全体を支払い、他で使わない部分をこの学習が負担します。</translation>
    </message>
    <message>
        <source>Memory: %1, %2, tensor parallel %3, pipeline parallel %4, micro-batch %5%6; bytes per parameter from the ZeRO paper (Rajbhandari et al. 2020), activations from Korthikanti et al. 2022, a tenth of memory kept for the runtime.</source>
        <translation>メモリ：%1、%2、テンソル並列 %3、パイプライン並列 %4、マイクロバッチ %5%6。パラメータあたりのバイト数は ZeRO 論文（Rajbhandari et al. 2020）、アクティベーションは Korthikanti et al. 2022 による。メモリの 1 割はランタイム用に確保。</translation>
    </message>
    <message>
        <source>, activations recomputed</source>
        <translation>、アクティベーション再計算</translation>
    </message>
    <message>
        <source>Prices are Google Cloud list prices per accelerator-hour as of %1 (the machine&apos;s price divided among its accelerators, host included), with any prices entered for this plan; they change and differ by region.</source>
        <translation>価格は %1 時点の Google Cloud のアクセラレータ時間あたり定価（マシン価格をアクセラレータ数で割った値、ホスト込み）で、この計画で入力した価格を反映しています。価格は変わり、地域により異なります。</translation>
    </message>
    <message>
        <source>Money spent against training progress for the priced accelerator under the plan&apos;s provisioning, in one simulated run: the wait is not billed, restarts are marked and lost work shows as drops.</source>
        <translation>プランのプロビジョニングでの見積もり対象アクセラレータについて、シミュレーション 1 回の支出と学習の進捗：待ちは課金されず、再開に印を付け、失われた作業は落ち込みとして表示します。</translation>
    </message>
    <message>
        <source>Measured baseline</source>
        <translation>測定したベースライン</translation>
    </message>
    <message>
        <source>Job %1 (log %2) ran %3 with %4 disruptions: %5 of its time was productive, measured as ml-goodput-measurement measures it. The plan&apos;s %6 productive is %7 points above it.</source>
        <translation>ジョブ %1（ログ %2）は %3 実行され、中断は %4 回でした：ml-goodput-measurement と同じ方法で測定すると、時間の %5 が生産的でした。計画の生産的 %6 はそれを %7 ポイント上回ります。</translation>
    </message>
    <message>
        <source>Share of the time</source>
        <translation>時間の割合</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>測定</translation>
    </message>
    <message>
        <source>Planned</source>
        <translation>プラン</translation>
    </message>
    <message>
        <source>Executive summary: %1</source>
        <translation>エグゼクティブサマリー: %1</translation>
    </message>
    <message>
        <source>Of which checkpoint storage</source>
        <translation>うちチェックポイントのストレージ</translation>
    </message>
    <message>
        <source>%1 (%2 checkpoints of %3 GB at %4 per GB-month)</source>
        <translation>%1（%3 GB のチェックポイント %2 個、GB・月あたり %4）</translation>
    </message>
    <message>
        <source>Inference plan</source>
        <translation>推論プラン</translation>
    </message>
    <message>
        <source>No walk of the GPU tree is recorded in this plan: the path shown is the one the serving figures give.</source>
        <translation>このプランには GPU ツリーのウォークが記録されていません。表示している経路はサービングの数値から得たものです。</translation>
    </message>
    <message>
        <source>Decision path</source>
        <translation>意思決定の経路</translation>
    </message>
    <message>
        <source>Recommendation: %1. %2</source>
        <translation>推奨：%1。%2</translation>
    </message>
    <message>
        <source>Gotcha: %1</source>
        <translation>注意点：%1</translation>
    </message>
    <message>
        <source>The walk stops at: %1</source>
        <translation>経路の終点：%1</translation>
    </message>
    <message>
        <source>No decision walk has been recorded in this plan.</source>
        <translation>このプランには意思決定の経路が記録されていません。</translation>
    </message>
    <message>
        <source>Risks</source>
        <translation>リスク</translation>
    </message>
    <message>
        <source>Next steps</source>
        <translation>次のステップ</translation>
    </message>
    <message>
        <source>%1 = scheduling %2 × runtime %3 × program (MFU) %4</source>
        <translation>%1 = スケジューリング %2 × ランタイム %3 × プログラム（MFU）%4</translation>
    </message>
    <message>
        <source>%1: the %2-day deadline is met</source>
        <translation>%1：%2 日の期限を満たします</translation>
    </message>
    <message>
        <source>%1: the %2-day deadline is missed by %3 days</source>
        <translation>%1：%2 日の期限を %3 日超過します</translation>
    </message>
    <message>
        <source>(%1 waiting for capacity, not billed)</source>
        <translation>（うち容量待ち %1、課金なし）</translation>
    </message>
    <message>
        <source>%1 (whole term)</source>
        <translation>%1 (契約期間全体)</translation>
    </message>
    <message>
        <source>Billed accelerator-h</source>
        <translation>課金アクセラレータ時間</translation>
    </message>
    <message>
        <source>Used accelerator-h</source>
        <translation>使用アクセラレータ時間</translation>
    </message>
    <message>
        <source>%1 hot spares, swapped in within %2 and back after a repair of %3: %4 (± %5, simulated) of failures and maintenance preemptions find the pool empty.</source>
        <translation>ホットスペア %1 台、%2 以内に入れ替え、%3 の修理後に戻ります: 障害とメンテナンスによる中断の %4 (± %5、シミュレーション) がプールを空の状態で迎えます。</translation>
    </message>
    <message>
        <source>At a glance</source>
        <translation>概要</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>回答</translation>
    </message>
    <message>
        <source>Detail</source>
        <translation>詳細</translation>
    </message>
    <message>
        <source>What raises the goodput most</source>
        <translation>グッドプットを最も高める施策</translation>
    </message>
    <message>
        <source>Gain</source>
        <translation>向上幅</translation>
    </message>
    <message>
        <source> (layout)</source>
        <translation>（レイアウト）</translation>
    </message>
    <message>
        <source>The priced accelerator&apos;s program goodput comes from the step model&apos;s fastest layout that fits its memory: %1</source>
        <translation>価格計算したアクセラレータのプログラムグッドプットは、メモリに収まるステップモデルの最速レイアウトによるものです: %1</translation>
    </message>
    <message>
        <source>Recommended: %1. %2 · %3.</source>
        <translation>推奨：%1。%2 · %3。</translation>
    </message>
    <message>
        <source>The plan&apos;s own configuration is the recommendation.</source>
        <translation>プラン自身の構成が推奨構成です。</translation>
    </message>
    <message>
        <source>How this plan was chosen</source>
        <translation>このプランの選び方</translation>
    </message>
    <message>
        <source>The goal: finish within %1 days with a probability of at least %2, %3, on %4 and %5. Every configuration of accelerator, node count, parallel layout, provisioning, hot spares (0 to 8), checkpoint interval (Daly&apos;s optimum from half to twice) and fast tier was priced as sold with the planning model, and the risk of those that could win simulated: %6 configurations, %7 priced, %8 simulated.</source>
        <translation>目標：%3で、%4 と %5 を使い、%1 日以内に %2 以上の確率で完了すること。アクセラレータ、ノード数、並列レイアウト、プロビジョニング、ホットスペア（0〜8）、チェックポイント間隔（Daly の最適値の半分から 2 倍まで）、高速層のすべての構成を計画モデルで販売価格どおりに算出し、勝つ可能性のある構成のリスクをシミュレーションしました：構成 %6 個、算出 %7 個、シミュレーション %8 個。</translation>
    </message>
    <message>
        <source>within a budget of %1</source>
        <translation>予算 %1 以内</translation>
    </message>
    <message>
        <source>with no budget</source>
        <translation>予算の制限なし</translation>
    </message>
    <message>
        <source>any accelerator of the catalog</source>
        <translation>カタログ内の任意のアクセラレータ</translation>
    </message>
    <message>
        <source>any provisioning</source>
        <translation>任意のプロビジョニング</translation>
    </message>
    <message>
        <source>Configuration</source>
        <translation>構成</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>コスト</translation>
    </message>
    <message>
        <source>Days</source>
        <translation>日数</translation>
    </message>
    <message>
        <source>Days (p90)</source>
        <translation>日数（p90）</translation>
    </message>
    <message>
        <source>Likely in time</source>
        <translation>期限内の確率</translation>
    </message>
    <message>
        <source>The front: cost against the 90th-percentile wall days</source>
        <translation>パレートフロント：90 パーセンタイルの経過日数に対するコスト</translation>
    </message>
    <message>
        <source>Each configuration of the front is faster at the 90th percentile than every cheaper one; the recommendation is in bold.</source>
        <translation>パレートフロント上の各構成は、90 パーセンタイルで、それより安価などの構成よりも速く終わります。推奨は太字です。</translation>
    </message>
    <message>
        <source>The cheapest options that meet the goal</source>
        <translation>目標を満たす最も安価な選択肢</translation>
    </message>
    <message>
        <source>Why each other accelerator lost</source>
        <translation>他の各アクセラレータが選ばれなかった理由</translation>
    </message>
    <message>
        <source>Lost on</source>
        <translation>敗因</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>理由</translation>
    </message>
    <message>
        <source>SkyPilot task</source>
        <translation>SkyPilot タスク</translation>
    </message>
    <message>
        <source>GKE JobSet and Kueue queue</source>
        <translation>GKE JobSet と Kueue キュー</translation>
    </message>
    <message>
        <source>Slurm batch script</source>
        <translation>Slurm バッチスクリプト</translation>
    </message>
    <message>
        <source>Deployment files</source>
        <translation>デプロイファイル</translation>
    </message>
    <message>
        <source>The plan was exported as the files below, for the platform team to run. Each file opens with the plan&apos;s title, its figures and the date of the export, and lists what its format could not carry.</source>
        <translation>このプランは、プラットフォームチームが実行する以下のファイルとしてエクスポートされました。各ファイルの冒頭にはプランのタイトル、数値、エクスポート日が記され、その形式で表せなかった項目が列挙されています。</translation>
    </message>
    <message>
        <source>Base plan</source>
        <translation>ベースプラン</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>形式</translation>
    </message>
    <message>
        <source>Option</source>
        <translation>オプション</translation>
    </message>
    <message>
        <source>Exported</source>
        <translation>エクスポート日</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>ファイル</translation>
    </message>
    <message>
        <source>ML Productivity Goodput = scheduling goodput × runtime goodput × program goodput (Optimizing GPU Usage).</source>
        <translation>ML Productivity Goodput = スケジューリング・グッドプット × ランタイム・グッドプット × プログラム・グッドプット（「Optimizing GPU Usage」）。</translation>
    </message>
    <message>
        <source>Runtime goodput = (t_w − t_c − Σ t_re) / (t_w − Σ t_re), t_c = Σ (t_rm + t_ch) (Optimizing GPU Usage).</source>
        <translation>ランタイム・グッドプット = (t_w − t_c − Σ t_re) / (t_w − Σ t_re)、t_c = Σ (t_rm + t_ch)（「Optimizing GPU Usage」）。</translation>
    </message>
    <message>
        <source>Runtime goodput against the checkpoint interval: the planning model with the save cost and the guide&apos;s formula without it, both runtime goodput as the guide Optimizing GPU Usage defines it; the plan&apos;s interval and the Young and Daly optima (for the mean time between interruptions that lose progress) are marked. Daly&apos;s efficiency, work over wall time, is drawn dashed as what it is.</source>
        <translation>チェックポイント間隔に対するランタイムグッドプット: 保存コストを含む計画モデルと、含まないガイドの式。どちらもガイド「Optimizing GPU Usage」が定義するランタイムグッドプットです。計画の間隔と Young および Daly の最適値 (進捗を失う中断の平均間隔に対する) を示します。Daly の効率 (作業時間 / 経過時間) は別の指標として破線で示します。</translation>
    </message>
    <message numerus="yes">
        <source>, from the step-time model of the parallel layout, checked on %n published training runs it was not fitted to: half within %1 of the published MFU, nine in ten within %2. The probability of meeting the deadline and the days at the 90th percentile include that error</source>
        <translation>
            <numerusform>、並列レイアウトのステップ時間モデルによる値。当てはめに使っていない公開済みの学習 %n 件で検証済み: 半数は公開 MFU との差が %1 以内、10 件中 9 件は %2 以内。期限内に終わる確率と 90 パーセンタイルの日数にはこの誤差が含まれます</numerusform>
        </translation>
    </message>
    <message>
        <source>Memory: %1, the layout&apos;s %2, %3 GB an accelerator of %4 GB usable; bytes per parameter from the ZeRO paper (Rajbhandari et al. 2020), activations from Korthikanti et al. 2022, a tenth of memory kept for the runtime.</source>
        <translation>メモリ: %1、レイアウト %2、アクセラレータあたり %3 GB(使用可能 %4 GB)。パラメータあたりのバイト数は ZeRO 論文(Rajbhandari ら 2020)、アクティベーションは Korthikanti ら 2022 による。メモリの 10 分の 1 はランタイム用に確保。</translation>
    </message>
    <message>
        <source>%1 of %2 GB usable: fits, only %3 free (under 10 %, see the warnings)</source>
        <translation>使用可能 %2 GB 中 %1 GB: 収まるが空きは %3 のみ(10 % 未満、警告を参照)</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <comment>a configuration and its hot spares</comment>
        <translation>%1、%2</translation>
    </message>
    <message>
        <source>Training compute C = 6 N D = %1 FLOPs for %2 parameters and %3 tokens; productive hours P = C / (G × peak × MFU); running time = P / the productive share of running time; wall time = the wait for capacity + running time. Goodput for an evaluation window of %4.</source>
        <translation>学習計算量 C = 6 N D = %1 FLOPs（パラメータ %2、トークン %3）。生産的時間 P = C / (G × ピーク × MFU)、実行時間 = P / 実行時間中の生産的な割合、経過時間 = キャパシティ待ち + 実行時間。グッドプットの評価期間は %4。</translation>
    </message>
    <message>
        <source>Kubernetes manifests for vLLM</source>
        <translation>vLLM 用の Kubernetes マニフェスト</translation>
    </message>
</context>
<context>
    <name>gpui::ProposalCheckpoint</name>
    <message>
        <source>derived from the state</source>
        <translation>状態から導出</translation>
    </message>
    <message>
        <source>measured</source>
        <translation>実測</translation>
    </message>
    <message>
        <source>as given</source>
        <translation>入力値</translation>
    </message>
    <message>
        <source>%1 GB</source>
        <translation>%1 GB</translation>
    </message>
    <message numerus="yes">
        <source>Fast (%n copies)</source>
        <translation>
            <numerusform>高速（コピー %n 個）</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Persistent</source>
        <translation>永続</translation>
    </message>
    <message>
        <source>Checkpoint tier</source>
        <translation>チェックポイント階層</translation>
    </message>
    <message>
        <source>Interval</source>
        <translation>間隔</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <source>Job stalls</source>
        <translation>ジョブの停止</translation>
    </message>
    <message>
        <source>Restore read</source>
        <translation>復元時の読み込み</translation>
    </message>
    <message>
        <source>State</source>
        <translation>状態</translation>
    </message>
    <message>
        <source>Saves, share of window</source>
        <translation>保存（期間に占める割合）</translation>
    </message>
    <message>
        <source>Lost, share of window</source>
        <translation>損失（期間に占める割合）</translation>
    </message>
    <message>
        <source>none, since no interruption goes back to it</source>
        <translation>なし（ここに戻る中断がないため）</translation>
    </message>
    <message numerus="yes">
        <source>The persistent save comes with every %n fast saves.</source>
        <translation>
            <numerusform>永続保存は高速保存 %n 回ごとに行われます。</numerusform>
        </translation>
    </message>
    <message>
        <source>Failures and maintenance resume from the fast tier, whose copies on the node&apos;s peers outlive the node; a Spot preemption takes the whole job and goes back to the persistent tier.</source>
        <translation>障害とメンテナンスは高速層から再開します。そのコピーはピア上にありノードの喪失後も残ります。Spot のプリエンプションはジョブ全体を止め、永続層に戻ります。</translation>
    </message>
    <message>
        <source>With one copy the fast tier survives no node&apos;s loss: every interruption goes back to the persistent tier.</source>
        <translation>コピーが 1 つでは高速層はどのノードの喪失にも耐えず、すべての中断が永続層に戻ります。</translation>
    </message>
    <message>
        <source>Daly&apos;s optimum interval: fast tier %1, persistent tier %2.</source>
        <translation>Daly の最適間隔: 高速層 %1、永続層 %2。</translation>
    </message>
    <message>
        <source>Young&apos;s and Daly&apos;s optima use the time the job stalls: the blocking part of an asynchronous save.</source>
        <translation>Young と Daly の最適値は、ジョブが停止する時間（非同期保存のブロッキング部分）を使います。</translation>
    </message>
    <message>
        <source>Saves are asynchronous: a whole save takes %1 and uploads behind the training; an interruption during an upload goes back to the checkpoint before.</source>
        <translation>保存は非同期です。1回の保存全体には %1 かかり、学習の裏でアップロードされます。アップロード中の中断では、その前のチェックポイントに戻ります。</translation>
    </message>
    <message>
        <source>The save is derived from a %1 GB state written at %2 GB/s (the nodes&apos; bandwidth, capped by the storage&apos;s) plus %3; a restore reads it in %4.</source>
        <translation>保存時間は %1 GB の状態を %2 GB/s（ノードの帯域幅、ストレージの上限あり）で書き込む時間に %3 を加えたものです。復元時の読み込みは %4 です。</translation>
    </message>
    <message>
        <source>The save cost is measured.</source>
        <translation>保存コストは実測値です。</translation>
    </message>
    <message>
        <source>A fast tier saves every %1 to host memory or local SSD, each node&apos;s copy held by %2 nodes of its group of %3; each save stalls the job %4.</source>
        <translation>高速層は %1ごとにホストメモリまたはローカル SSD に保存し、各ノードのコピーを %3 台のグループ内の %2 台が保持します。保存ごとにジョブは %4 停止します。</translation>
    </message>
</context>
<context>
    <name>gpui::ProposalExporter</name>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 に書き込めません：%2</translation>
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
        <translation>選択肢の比較</translation>
    </message>
    <message>
        <source>This proposal weighs %1 options: the base plan and %2 scenarios, each changing some of its inputs. Every figure comes from the same planning model; the 5th and 95th percentiles from %3 simulated windows of each option show the risk around its expected goodput.</source>
        <translation>この提案では %1 つの選択肢を比較します。ベースプランと、その入力の一部を変えた %2 つのシナリオです。すべての数値は同じ計画モデルによるもので、各選択肢の %3 個のシミュレーション期間から得た 5 パーセンタイルと 95 パーセンタイルが、期待グッドプット周辺のリスクを示します。</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>項目</translation>
    </message>
    <message>
        <source>Recommended: %1</source>
        <translation>推奨: %1</translation>
    </message>
    <message>
        <source>No reason has been recorded for the recommendation.</source>
        <translation>推奨の理由は記録されていません。</translation>
    </message>
    <message>
        <source>The pages after the options detail the recommended option.</source>
        <translation>選択肢の後のページでは、推奨する選択肢を詳しく説明します。</translation>
    </message>
    <message>
        <source>What each option changes</source>
        <translation>各選択肢の変更点</translation>
    </message>
    <message>
        <source>(overrides unreadable)</source>
        <translation>（変更内容を読み取れません）</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>nothing; the base plan</source>
        <translation>変更なし（ベースプラン）</translation>
    </message>
    <message>
        <source>Cost and wall days of each option, with the deadline; then the distribution of ML Productivity Goodput over the simulated windows of each.</source>
        <translation>各選択肢のコストと所要日数（期限付き）、続いて各選択肢のシミュレーション期間における ML Productivity Goodputの分布です。</translation>
    </message>
    <message>
        <source>Cheapest of the options compared: %1</source>
        <translation>比較した選択肢で最も安いもの: %1</translation>
    </message>
    <message>
        <source>The plan records %1 as its recommendation; of the options compared, the figures make %2 the cheapest that meets the deadline.</source>
        <translation>プランは %1 を推奨として記録していますが、比較した選択肢のうち期限に間に合う最も安いものは、数値上 %2 です。</translation>
    </message>
    <message>
        <source>The plan search finds %1 at %2, cheaper than every option compared: it is this proposal&apos;s recommendation, as the executive summary says.</source>
        <translation>プラン探索は %1 を %2 で見つけました。比較したどの選択肢よりも安く、エグゼクティブサマリーのとおり、これがこの提案の推奨です。</translation>
    </message>
    <message>
        <source>The reason recorded with the plan is not repeated here: the figures no longer bear it out.</source>
        <translation>プランに記録された理由はここでは繰り返しません。数値がもはやそれを裏付けないためです。</translation>
    </message>
    <message>
        <source>The pages after the options detail the option the plan records: %1.</source>
        <translation>選択肢の後のページでは、プランが記録した選択肢「%1」を詳しく説明します。</translation>
    </message>
</context>
<context>
    <name>gpui::ProposalServing</name>
    <message>
        <source>Executive summary</source>
        <translation>エグゼクティブサマリー</translation>
    </message>
    <message>
        <source>Serving %1 costs %2 per million tokens: %3 an hour, %4 a month.</source>
        <translation>%1 のサービングは 100 万トークンあたり %2 です（1 時間 %3、月 %4）。</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>指標</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>値</translation>
    </message>
    <message>
        <source>Serving compared across accelerators</source>
        <translation>アクセラレータ別のサービング比較</translation>
    </message>
    <message>
        <source>Each accelerator with the fewest of its accelerators per replica that hold the weights and the batch&apos;s KV cache within one VM, the replicas for the peak traffic and the availability target, and what they cost. The served accelerator is in bold.</source>
        <translation>各アクセラレータについて、重みとバッチの KV キャッシュを 1 台の VM 内に収める最少のレプリカあたり台数、ピークトラフィックと可用性目標に必要なレプリカ数、そのコストを示します。提供に使うアクセラレータは太字です。</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%2 中 %1</translation>
    </message>
    <message>
        <source>Accelerator</source>
        <translation>アクセラレータ</translation>
    </message>
    <message>
        <source>Per replica</source>
        <translation>レプリカあたり</translation>
    </message>
    <message>
        <source>Memory, GB</source>
        <translation>メモリ (GB)</translation>
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
        <translation>レプリカ</translation>
    </message>
    <message>
        <source>$/h</source>
        <translation>$/時</translation>
    </message>
    <message>
        <source>$ per M tokens</source>
        <translation>100 万トークンあたり $</translation>
    </message>
    <message>
        <source>Serves</source>
        <translation>提供可</translation>
    </message>
    <message>
        <source>Cost per million tokens of the accelerators that serve the plan within its targets.</source>
        <translation>目標内でプランを提供できるアクセラレータの 100 万トークンあたりコスト。</translation>
    </message>
    <message>
        <source>The served accelerator under each provisioning</source>
        <translation>提供に使うアクセラレータのプロビジョニング別比較</translation>
    </message>
    <message>
        <source>Provisioning</source>
        <translation>プロビジョニング</translation>
    </message>
    <message>
        <source>$/month</source>
        <translation>$/月</translation>
    </message>
    <message>
        <source>$ per million tokens</source>
        <translation>100 万トークンあたり $</translation>
    </message>
    <message>
        <source>Spot is priced as sold but rarely suits latency-critical serving: a preemption takes a replica away with 30 seconds&apos; notice and its capacity may take hours to return, so the spares would have to cover the preemptions as well. A commitment is paid for its whole term: it suits a standing service.</source>
        <translation>Spot は販売価格で計上していますが、レイテンシが重要なサービングにはほとんど向きません。プリエンプションは 30 秒前の通知でレプリカを奪い、容量が戻るまで数時間かかることがあるため、予備はプリエンプションも賄う必要があります。コミットメントは期間全体の料金を支払うため、常設のサービスに向いています。</translation>
    </message>
    <message>
        <source>Assumptions</source>
        <translation>前提</translation>
    </message>
    <message>
        <source>Input</source>
        <translation>入力</translation>
    </message>
    <message>
        <source>⚠ Always validate on your workload: the roofline is a starting point, not a guarantee; measure the serving stack on the actual model and traffic before committing.</source>
        <translation>⚠ 必ず実際のワークロードで検証してください。ルーフラインは出発点であり保証ではありません。確定する前に、実際のモデルとトラフィックでサービングスタックを測定してください。</translation>
    </message>
    <message>
        <source>Efficiencies of the roofline: prefill at %1 of the 16-bit peak and %2 of an 8-bit one, decode at %3 of the memory bandwidth, %4 of memory kept by the runtime; checked against published TensorRT-LLM measurements in the model&apos;s documentation (section 21).</source>
        <translation>ルーフラインの効率: プリフィルは 16 ビットピークの %1、8 ビットピークの %2、デコードはメモリ帯域幅の %3、ランタイムが確保するメモリは %4。モデルの文書（第 21 節）で公開された TensorRT-LLM の測定値と照合済みです。</translation>
    </message>
    <message>
        <source>Each accelerator fails %1 times a day; a replica serves again %2 after a failure of any of its accelerators; replicas fail independently.</source>
        <translation>各アクセラレータは 1 日に %1 回故障します。レプリカはいずれかのアクセラレータが故障してから %2 後に再び提供を始めます。レプリカの故障は互いに独立です。</translation>
    </message>
    <message>
        <source>Prices are Google Cloud list prices per accelerator-hour, with any prices entered for this plan; they change and differ by region.</source>
        <translation>価格は Google Cloud のアクセラレータ時間あたりの定価で、このプランに入力した価格を含みます。価格は変わり、リージョンによって異なります。</translation>
    </message>
    <message>
        <source>Appendix: formulas and sources</source>
        <translation>付録: 式と出典</translation>
    </message>
    <message>
        <source>Weights = N × bytes per weight (BF16 2, FP8 and INT8 1, INT4 0.5).</source>
        <translation>重み = N × 重みあたりのバイト数（BF16 は 2、FP8 と INT8 は 1、INT4 は 0.5）。</translation>
    </message>
    <message>
        <source>KV cache = 2 × layers × KV heads × head dimension × bytes × context × batch (Pope et al. 2022).</source>
        <translation>KV キャッシュ = 2 × 層数 × KV ヘッド数 × ヘッド次元 × バイト数 × コンテキスト × バッチ（Pope ら 2022）。</translation>
    </message>
    <message>
        <source>Prefill tokens/s = accelerators × peak FLOP/s × efficiency / 2 N; time to first token = prompt / prefill + one decode step.</source>
        <translation>プリフィルのトークン/秒 = アクセラレータ数 × ピーク FLOP/s × 効率 / 2 N。最初のトークンまでの時間 = プロンプト / プリフィル + デコード 1 ステップ。</translation>
    </message>
    <message>
        <source>Decode step = max((weights + KV cache read) / (accelerators × bandwidth × efficiency), 2 N × batch / (accelerators × peak × efficiency)): the roofline (Williams et al. 2009).</source>
        <translation>デコード 1 ステップ = max((重み + 読み出す KV キャッシュ) / (アクセラレータ数 × 帯域幅 × 効率), 2 N × バッチ / (アクセラレータ数 × ピーク × 効率))：ルーフライン（Williams ら 2009）。</translation>
    </message>
    <message>
        <source>Replicas = ⌈peak requests/s ÷ requests/s per replica⌉ + the fewest spares s with P(at least n of n + s up) ≥ the availability target; a replica is up 1 / (1 + g λ t_recover) of the time.</source>
        <translation>レプリカ数 = ⌈ピークのリクエスト/秒 ÷ レプリカあたりのリクエスト/秒⌉ + P(n + s 台中 n 台以上が稼働) ≥ 可用性目標となる最少の予備 s。レプリカの稼働率は 1 / (1 + g λ t_recover)。</translation>
    </message>
    <message>
        <source>Cost per million tokens = cost an hour ÷ (average requests/s × (prompt + output tokens) × 3,600) × 10⁶.</source>
        <translation>100 万トークンあたりコスト = 1 時間のコスト ÷ (平均リクエスト/秒 × (プロンプト + 出力トークン) × 3,600) × 10⁶。</translation>
    </message>
    <message>
        <source>Serving %1 costs %2 an hour, %3 a month; it has no cost per million tokens (%4).</source>
        <translation>%1 での提供は 1 時間あたり %2、月 %3 です。100 万トークンあたりのコストはありません (%4)。</translation>
    </message>
</context>
<context>
    <name>gpui::ProposalView</name>
    <message>
        <source>Proposal</source>
        <translation>提案書</translation>
    </message>
    <message>
        <source>Cover (saved in the plan)</source>
        <translation>表紙（プランに保存）</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>タイトル</translation>
    </message>
    <message>
        <source>Customer</source>
        <translation>お客様</translation>
    </message>
    <message>
        <source>Engagement</source>
        <translation>案件</translation>
    </message>
    <message>
        <source>Architect</source>
        <translation>アーキテクト</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日付</translation>
    </message>
    <message>
        <source>Edit %1</source>
        <translation>%1 を編集</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>メモ</translation>
    </message>
    <message>
        <source>Notes for the customer: they appear in the proposal&apos;s assumptions.</source>
        <translation>お客様向けのメモ：提案書の前提条件に記載されます。</translation>
    </message>
    <message>
        <source>Edit notes</source>
        <translation>メモを編集</translation>
    </message>
    <message>
        <source>Sender (kept in your settings)</source>
        <translation>差出人（設定に保存）</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>選択…</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>あなたの名前</translation>
    </message>
    <message>
        <source>Company</source>
        <translation>会社</translation>
    </message>
    <message>
        <source>Logo</source>
        <translation>ロゴ</translation>
    </message>
    <message>
        <source>Choose Logo</source>
        <translation>ロゴを選択</translation>
    </message>
    <message>
        <source>Images (*.png *.jpg *.jpeg *.svg)</source>
        <translation>画像 (*.png *.jpg *.jpeg *.svg)</translation>
    </message>
    <message>
        <source>Export PDF…</source>
        <translation>PDF をエクスポート…</translation>
    </message>
    <message>
        <source>Print Preview…</source>
        <translation>印刷プレビュー…</translation>
    </message>
    <message>
        <source>Print…</source>
        <translation>印刷…</translation>
    </message>
    <message>
        <source>The proposal holds a cover, an executive summary, the decision path with its flowchart, the goodput charts, the recommended techniques and their effect, the cost comparison, the assumptions and the formulas with their sources. The plan travels inside the PDF: open the PDF in Goodput Planner to edit it again.</source>
        <translation>提案書には、表紙、エグゼクティブサマリー、フローチャート付きの意思決定の経路、グッドプットのグラフ、推奨する手法とその効果、コスト比較、前提条件、出典付きの数式が含まれます。プランは PDF に埋め込まれるため、Goodput Planner で PDF を開けば再び編集できます。</translation>
    </message>
    <message>
        <source>proposal</source>
        <translation>提案書</translation>
    </message>
    <message>
        <source>Export Proposal</source>
        <translation>提案書をエクスポート</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF ドキュメント (*.pdf)</translation>
    </message>
    <message>
        <source>Export Failed</source>
        <translation>エクスポートに失敗しました</translation>
    </message>
    <message>
        <source>The proposal was not written.</source>
        <translation>提案書は書き出されませんでした。</translation>
    </message>
    <message>
        <source>Notes are limited to %L1 characters; the rest was not kept.</source>
        <translation>メモは %L1 文字までです。超えた部分は保存されませんでした。</translation>
    </message>
    <message>
        <source>Proposal written to %1</source>
        <translation>提案書を %1 に書き出しました</translation>
    </message>
</context>
<context>
    <name>gpui::QuestionPanel</name>
    <message>
        <source>Techniques and the goodput they raise</source>
        <translation>手法と、それが高めるグッドプット</translation>
    </message>
    <message>
        <source>Runtime goodput formula</source>
        <translation>ランタイム・グッドプットの式</translation>
    </message>
    <message>
        <source>Failure cost and scale</source>
        <translation>障害コストと規模</translation>
    </message>
    <message>
        <source>Your answer</source>
        <translation>あなたの回答</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>回答</translation>
    </message>
    <message>
        <source>Decision path</source>
        <translation>意思決定の経路</translation>
    </message>
    <message>
        <source>%1  %2</source>
        <translation>%1  %2</translation>
    </message>
    <message>
        <source>Choice %1: press %1</source>
        <translation>選択肢 %1：%1 キーを押す</translation>
    </message>
    <message>
        <source>✔ Correct: %1</source>
        <translation>✔ 正解：%1</translation>
    </message>
    <message>
        <source>✘ Not quite. The answer: %1</source>
        <translation>✘ 不正解です。正解：%1</translation>
    </message>
    <message>
        <source>Serving: memory fit and replicas</source>
        <translation>推論サービス: メモリ適合とレプリカ</translation>
    </message>
    <message>
        <source>✔ %1  (your answer)</source>
        <translation>✔ %1（あなたの回答）</translation>
    </message>
    <message>
        <source>✘ %1  (your answer)</source>
        <translation>✘ %1（あなたの回答）</translation>
    </message>
    <message>
        <source>✔ %1  (the answer)</source>
        <translation>✔ %1（正解）</translation>
    </message>
    <message>
        <source>● %1  (your answer)</source>
        <translation>● %1（あなたの回答）</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 (within %2)</source>
        <translation>%1（許容誤差 %2）</translation>
    </message>
    <message>
        <source>Answer recorded: %1. Enter goes on; a number typed over it is recorded instead.</source>
        <translation>回答を記録しました: %1。Enter で次へ進みます。上書きした数値はその値として記録されます。</translation>
    </message>
</context>
<context>
    <name>gpui::ReviewPage</name>
    <message>
        <source>Next Card (Enter)</source>
        <translation>次のカード（Enter）</translation>
    </message>
    <message numerus="yes">
        <source>Next review of this card in %n day(s).</source>
        <translation>
            <numerusform>このカードの次回の復習は %n 日後です。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) due for review today.</source>
        <translation>
            <numerusform>本日復習予定のカード：%n 枚</numerusform>
        </translation>
    </message>
    <message>
        <source>No card is due: missed questions from practice and exams come back here on the days SM-2 schedules them.</source>
        <translation>復習予定のカードはありません。練習や試験で間違えた問題は、SM-2 が決めた日にここに戻ってきます。</translation>
    </message>
</context>
<context>
    <name>gpui::ScaleChart</name>
    <message>
        <source>Failure cost against cluster size</source>
        <translation>クラスタ規模と障害コスト</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>ノード数</translation>
    </message>
    <message>
        <source>ML Productivity Goodput (%)</source>
        <translation>ML Productivity Goodput (%)</translation>
    </message>
    <message>
        <source>Goodput, plan&apos;s interval</source>
        <translation>グッドプット、プランの間隔</translation>
    </message>
    <message>
        <source>Goodput, Daly interval</source>
        <translation>グッドプット、Daly 間隔</translation>
    </message>
    <message>
        <source> (%)</source>
        <translation> (%)</translation>
    </message>
    <message>
        <source>Lost hours in the plan&apos;s window (grow with n²)</source>
        <translation>プランの期間内で失われる時間 (n² で増加)</translation>
    </message>
    <message>
        <source>Lost hours for the plan&apos;s compute (grow with n)</source>
        <translation>プランの計算量に対して失われる時間 (n に比例)</translation>
    </message>
    <message>
        <source>Lost hours in the window at Daly&apos;s interval, with saves</source>
        <translation>Daly の間隔での期間内の損失時間 (保存を含む)</translation>
    </message>
    <message>
        <source>Lost hours for the plan&apos;s compute at Daly&apos;s interval, with saves</source>
        <translation>Daly の間隔でのプランの計算量に対する損失時間 (保存を含む)</translation>
    </message>
    <message>
        <source>Lost accelerator-h</source>
        <translation>失われたアクセラレータ時間</translation>
    </message>
    <message>
        <source>In the window, at Daly&apos;s interval (saves included)</source>
        <translation>期間内、Daly の間隔 (保存を含む)</translation>
    </message>
    <message>
        <source>For the compute, at Daly&apos;s interval (saves included)</source>
        <translation>計算量に対して、Daly の間隔 (保存を含む)</translation>
    </message>
</context>
<context>
    <name>gpui::ScenarioCostChart</name>
    <message>
        <source>Cost and wall days of each option</source>
        <translation>各選択肢のコストと所要日数</translation>
    </message>
    <message>
        <source>Total cost (thousand USD)</source>
        <translation>総コスト（千USD）</translation>
    </message>
    <message>
        <source>Wall days</source>
        <translation>経過日数</translation>
    </message>
    <message>
        <source>Total cost (left axis)</source>
        <translation>総コスト（左軸）</translation>
    </message>
    <message>
        <source>Wall days (right axis)</source>
        <translation>所要日数（右軸）</translation>
    </message>
    <message>
        <source>Deadline, %1 days (right axis)</source>
        <translation>期限 %1 日（右軸）</translation>
    </message>
    <message>
        <source>Option</source>
        <translation>選択肢</translation>
    </message>
    <message>
        <source>Total cost ($)</source>
        <translation>総コスト ($)</translation>
    </message>
</context>
<context>
    <name>gpui::ScenarioDistributionChart</name>
    <message>
        <source>ML Productivity Goodput over simulated windows</source>
        <translation>シミュレーション期間ごとの ML Productivity Goodput</translation>
    </message>
    <message>
        <source>ML Productivity Goodput of a window (%)</source>
        <translation>期間ごとの ML Productivity Goodput (%)</translation>
    </message>
    <message>
        <source>Share of the windows (%)</source>
        <translation>期間の割合 (%)</translation>
    </message>
    <message>
        <source>%1: share of the windows (%)</source>
        <translation>%1: 期間の割合 (%)</translation>
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
        <translation>スケジューリング・グッドプット</translation>
    </message>
    <message>
        <source>Runtime goodput</source>
        <translation>ランタイム・グッドプット</translation>
    </message>
    <message>
        <source>Program goodput (MFU)</source>
        <translation>プログラム・グッドプット（MFU）</translation>
    </message>
    <message>
        <source>Accelerator</source>
        <translation>アクセラレータ</translation>
    </message>
    <message>
        <source>Wall days</source>
        <translation>経過日数</translation>
    </message>
    <message>
        <source>Total cost</source>
        <translation>総コスト</translation>
    </message>
    <message>
        <source>$ per productive h</source>
        <translation>生産的な 1 時間あたりの $</translation>
    </message>
    <message>
        <source>Deadline</source>
        <translation>期限</translation>
    </message>
    <message>
        <source>Goodput, 5th percentile</source>
        <translation>グッドプット（5 パーセンタイル）</translation>
    </message>
    <message>
        <source>Goodput, 95th percentile</source>
        <translation>グッドプット（95 パーセンタイル）</translation>
    </message>
    <message>
        <source>✓ met</source>
        <translation>✓ 達成</translation>
    </message>
    <message>
        <source>✗ missed</source>
        <translation>✗ 超過</translation>
    </message>
    <message>
        <source>Base plan</source>
        <translation>ベースプラン</translation>
    </message>
</context>
<context>
    <name>gpui::ScenariosView</name>
    <message>
        <source>Scenarios compared</source>
        <translation>シナリオの比較</translation>
    </message>
    <message>
        <source>Scenarios side by side</source>
        <translation>シナリオを並べて表示</translation>
    </message>
    <message>
        <source>Reason for the recommendation</source>
        <translation>推奨の理由</translation>
    </message>
    <message>
        <source>New Scenario from Shown Plan…</source>
        <translation>表示中のプランから新しいシナリオ…</translation>
    </message>
    <message>
        <source>Keeps the plan the views show now (the base or the active scenario) as a new option</source>
        <translation>ビューが今表示しているプラン（ベースプランまたは表示中のシナリオ）を新しい選択肢として保存します</translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation>名前を変更…</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>削除</translation>
    </message>
    <message>
        <source>Move Left</source>
        <translation>左へ移動</translation>
    </message>
    <message>
        <source>Move Right</source>
        <translation>右へ移動</translation>
    </message>
    <message>
        <source>Recommend</source>
        <translation>推奨する</translation>
    </message>
    <message>
        <source>Show in Every View</source>
        <translation>すべてのビューで表示</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>理由</translation>
    </message>
    <message>
        <source>Cells that differ from the base are highlighted. ★ marks the recommended option. Select a column to act on it.</source>
        <translation>ベースプランと異なるセルは強調表示されます。★ は推奨する選択肢です。操作する列を選択してください。</translation>
    </message>
    <message>
        <source>New Scenario</source>
        <translation>新しいシナリオ</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <source>Scenario %1</source>
        <translation>シナリオ %1</translation>
    </message>
    <message>
        <source>Rename Scenario</source>
        <translation>シナリオの名前を変更</translation>
    </message>
    <message>
        <source>Change recommendation reason</source>
        <translation>推奨の理由を変更</translation>
    </message>
    <message>
        <source>Add scenario</source>
        <translation>シナリオを追加</translation>
    </message>
    <message>
        <source>Rename scenario</source>
        <translation>シナリオの名前を変更</translation>
    </message>
    <message>
        <source>Delete scenario</source>
        <translation>シナリオを削除</translation>
    </message>
    <message>
        <source>Move scenario</source>
        <translation>シナリオを移動</translation>
    </message>
    <message>
        <source>Recommend scenario</source>
        <translation>シナリオを推奨</translation>
    </message>
    <message>
        <source>★ %1</source>
        <translation>★ %1</translation>
    </message>
    <message>
        <source>%1 (shown)</source>
        <translation>%1（表示中）</translation>
    </message>
    <message>
        <source>Base plan: %1</source>
        <translation>ベースプラン：%1</translation>
    </message>
    <message>
        <source>Why the recommended option</source>
        <translation>推奨する選択肢の理由</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>比較</translation>
    </message>
    <message>
        <source>Sweep</source>
        <translation>スイープ</translation>
    </message>
    <message>
        <source>A plan holds at most 50 scenarios.</source>
        <translation>1つのプランに含められるシナリオは50個までです。</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>複製</translation>
    </message>
    <message>
        <source>Adds a copy of the selected option, to change one input of it</source>
        <translation>選択した選択肢のコピーを追加します（入力を1つ変えて比較するため）</translation>
    </message>
    <message>
        <source>Copy of %1</source>
        <translation>%1 のコピー</translation>
    </message>
    <message>
        <source>Duplicate scenario</source>
        <translation>シナリオを複製</translation>
    </message>
    <message>
        <source>Scenario actions</source>
        <translation>シナリオの操作</translation>
    </message>
    <message>
        <source>The plan search&apos;s recommendation</source>
        <translation>プラン検索の推奨</translation>
    </message>
    <message>
        <source>Add as Scenario</source>
        <translation>シナリオとして追加</translation>
    </message>
    <message>
        <source>Keep the plan search&apos;s recommendation as an option beside these</source>
        <translation>プラン検索の推奨を、これらと並ぶ選択肢として残します</translation>
    </message>
    <message>
        <source>The plan search recommends %1: %2.</source>
        <translation>プラン検索の推奨：%1（%2）。</translation>
    </message>
    <message>
        <source>⚠ The reason recorded for %1 no longer matches the figures: the proposal leaves it out.</source>
        <translation>⚠ %1 に記録された理由は数値と合わなくなりました。提案書には載せません。</translation>
    </message>
    <message>
        <source>A scenario needs a name.</source>
        <translation>シナリオには名前が必要です。</translation>
    </message>
    <message>
        <source>A scenario&apos;s name has at most 80 characters.</source>
        <translation>シナリオ名は 80 文字までです。</translation>
    </message>
    <message>
        <source>A scenario&apos;s name is one line of plain text.</source>
        <translation>シナリオ名は 1 行のプレーンテキストです。</translation>
    </message>
    <message>
        <source>Another scenario has this name.</source>
        <translation>別のシナリオがこの名前を使っています。</translation>
    </message>
</context>
<context>
    <name>gpui::SearchText</name>
    <message>
        <source>%1 × %2, %3</source>
        <translation>%1 × %2、%3</translation>
    </message>
    <message>
        <source>no hot spares</source>
        <translation>ホットスペアなし</translation>
    </message>
    <message>
        <source>a checkpoint every %1</source>
        <translation>チェックポイントは %1ごと</translation>
    </message>
    <message>
        <source>the fast tier on</source>
        <translation>高速層あり</translation>
    </message>
    <message>
        <source>the inputs of “%1”</source>
        <translation>「%1」の入力</translation>
    </message>
    <message>
        <source>%1 days, %2 at the 90th percentile</source>
        <translation>%1 日（90 パーセンタイルで %2 日）</translation>
    </message>
    <message>
        <source>%1 likely by the deadline</source>
        <translation>期限内の確率 %1</translation>
    </message>
    <message>
        <source>%1 days</source>
        <translation>%1 日</translation>
    </message>
    <message>
        <source>Your plan: %1, %2</source>
        <translation>現在のプラン：%1、%2</translation>
    </message>
    <message>
        <source>recommended</source>
        <translation>推奨</translation>
    </message>
    <message>
        <source>memory</source>
        <translation>メモリ</translation>
    </message>
    <message>
        <source>the largest job</source>
        <translation>最大ジョブ</translation>
    </message>
    <message>
        <source>the deadline</source>
        <translation>期限</translation>
    </message>
    <message>
        <source>the budget</source>
        <translation>予算</translation>
    </message>
    <message>
        <source>the confidence</source>
        <translation>信頼度</translation>
    </message>
    <message>
        <source>cost</source>
        <translation>コスト</translation>
    </message>
    <message>
        <source>Finding the plan…</source>
        <translation>プランを検索中…</translation>
    </message>
    <message>
        <source>1 hot spare</source>
        <translation>ホットスペア 1 台</translation>
    </message>
    <message>
        <source>%1 hot spares</source>
        <translation>ホットスペア %1 台</translation>
    </message>
    <message>
        <source>The GPU walk answers from the decision tree of Optimizing GPU Usage (%1); the search prices every accelerator and finds this one the cheapest to meet the deadline.</source>
        <translation>GPU の判断パスは「Optimizing GPU Usage」の決定木に基づいて答えます（%1）。検索はすべてのアクセラレータの価格を算出し、期限を守るもののうちこれが最も安価だと判断しました。</translation>
    </message>
    <message>
        <source>step times extrapolated: no published run on this accelerator checks them</source>
        <translation>ステップ時間は外挿値です：このアクセラレータで公開された実行による検証はありません</translation>
    </message>
    <message>
        <source>fits with only %1 of its memory free</source>
        <translation>メモリの空きは %1 のみで収まります</translation>
    </message>
</context>
<context>
    <name>gpui::ServingInputs</name>
    <message>
        <source> B</source>
        <translation> B</translation>
    </message>
    <message>
        <source>Model parameters, in billions</source>
        <translation>モデルのパラメータ数（10 億単位）</translation>
    </message>
    <message>
        <source>Transformer layers</source>
        <translation>Transformer の層数</translation>
    </message>
    <message>
        <source>Key-value heads</source>
        <translation>キー・バリューのヘッド数</translation>
    </message>
    <message>
        <source>Head dimension</source>
        <translation>ヘッド次元</translation>
    </message>
    <message>
        <source> tokens</source>
        <translation> トークン</translation>
    </message>
    <message>
        <source>Context length, in tokens</source>
        <translation>コンテキスト長（トークン）</translation>
    </message>
    <message>
        <source>Concurrent sequences per replica</source>
        <translation>レプリカあたりの同時シーケンス数</translation>
    </message>
    <message>
        <source>Prompt tokens per request</source>
        <translation>リクエストあたりのプロンプトトークン</translation>
    </message>
    <message>
        <source>Output tokens per request</source>
        <translation>リクエストあたりの出力トークン</translation>
    </message>
    <message>
        <source> /s</source>
        <translation> /秒</translation>
    </message>
    <message>
        <source>Average requests per second</source>
        <translation>平均リクエスト/秒</translation>
    </message>
    <message>
        <source>one replica&apos;s</source>
        <translation>レプリカ 1 台分</translation>
    </message>
    <message>
        <source>Peak requests per second</source>
        <translation>ピークのリクエスト/秒</translation>
    </message>
    <message>
        <source>the average</source>
        <translation>平均と同じ</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>Time to first token target, in milliseconds</source>
        <translation>最初のトークンまでの時間の目標（ミリ秒）</translation>
    </message>
    <message>
        <source>no target</source>
        <translation>目標なし</translation>
    </message>
    <message>
        <source>Time per output token target, in milliseconds</source>
        <translation>出力トークンあたりの時間の目標（ミリ秒）</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source>Availability target, in percent</source>
        <translation>可用性目標（%）</translation>
    </message>
    <message>
        <source>no spares</source>
        <translation>予備なし</translation>
    </message>
    <message>
        <source>Latency is critical (strict response times)</source>
        <translation>レイテンシが重要（厳しい応答時間）</translation>
    </message>
    <message>
        <source>Served model</source>
        <translation>提供するモデル</translation>
    </message>
    <message>
        <source>Weight precision</source>
        <translation>重みの精度</translation>
    </message>
    <message>
        <source>Accelerator to serve on</source>
        <translation>提供に使うアクセラレータ</translation>
    </message>
    <message>
        <source>The GPU tree&apos;s &quot;Is latency critical?&quot;: at up to 32 GPUs, critical serving takes the NVLink options, otherwise L4</source>
        <translation>GPU ツリーの「レイテンシは重要か？」: 32 GPU までなら、重要なサービングは NVLink の選択肢、そうでなければ L4</translation>
    </message>
    <message>
        <source>The share of time the service meets its targets: spare replicas cover replica failures and their recovery</source>
        <translation>サービスが目標を満たす時間の割合: 予備レプリカがレプリカの故障と復旧を補います</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>モデル</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <source>Context</source>
        <translation>コンテキスト</translation>
    </message>
    <message>
        <source>Batch</source>
        <translation>バッチ</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>パラメータ</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>層数</translation>
    </message>
    <message>
        <source>KV heads</source>
        <translation>KV ヘッド</translation>
    </message>
    <message>
        <source>Prompt</source>
        <translation>プロンプト</translation>
    </message>
    <message>
        <source>Output</source>
        <translation>出力</translation>
    </message>
    <message>
        <source>Requests</source>
        <translation>リクエスト</translation>
    </message>
    <message>
        <source>Peak</source>
        <translation>ピーク</translation>
    </message>
    <message>
        <source>TTFT target</source>
        <translation>TTFT 目標</translation>
    </message>
    <message>
        <source>TPOT target</source>
        <translation>TPOT 目標</translation>
    </message>
    <message>
        <source>Availability</source>
        <translation>可用性</translation>
    </message>
    <message>
        <source>Accelerator</source>
        <translation>アクセラレータ</translation>
    </message>
    <message>
        <source>Choose the served model</source>
        <translation>提供するモデルを選択</translation>
    </message>
    <message>
        <source>Change weight precision</source>
        <translation>重みの精度を変更</translation>
    </message>
    <message>
        <source>Choose the serving accelerator</source>
        <translation>提供に使うアクセラレータを選択</translation>
    </message>
    <message>
        <source>Mark latency as critical</source>
        <translation>レイテンシを重要とする</translation>
    </message>
    <message>
        <source>Mark latency as not critical</source>
        <translation>レイテンシを重要でないとする</translation>
    </message>
    <message>
        <source>Change model parameters</source>
        <translation>モデルのパラメータ数を変更</translation>
    </message>
    <message>
        <source>Change model layers</source>
        <translation>モデルの層数を変更</translation>
    </message>
    <message>
        <source>Change key-value heads</source>
        <translation>キー・バリューのヘッド数を変更</translation>
    </message>
    <message>
        <source>Change head dimension</source>
        <translation>ヘッド次元を変更</translation>
    </message>
    <message>
        <source>Change context length</source>
        <translation>コンテキスト長を変更</translation>
    </message>
    <message>
        <source>Change batch</source>
        <translation>バッチを変更</translation>
    </message>
    <message>
        <source>Change prompt tokens</source>
        <translation>プロンプトトークンを変更</translation>
    </message>
    <message>
        <source>Change output tokens</source>
        <translation>出力トークンを変更</translation>
    </message>
    <message>
        <source>Change requests per second</source>
        <translation>リクエスト/秒を変更</translation>
    </message>
    <message>
        <source>Change peak requests per second</source>
        <translation>ピークのリクエスト/秒を変更</translation>
    </message>
    <message>
        <source>Change time to first token target</source>
        <translation>最初のトークンまでの時間の目標を変更</translation>
    </message>
    <message>
        <source>Change time per output token target</source>
        <translation>出力トークンあたりの時間の目標を変更</translation>
    </message>
    <message>
        <source>Change availability target</source>
        <translation>可用性目標を変更</translation>
    </message>
    <message>
        <source>The GPU tree&apos;s pick</source>
        <translation>GPU ツリーの選択</translation>
    </message>
    <message>
        <source>Prefill efficiency at the 16-bit peak, in percent</source>
        <translation>16 ビットピークに対するプリフィル効率（%）</translation>
    </message>
    <message>
        <source>Prefill efficiency at an 8-bit peak, in percent</source>
        <translation>8 ビットピークに対するプリフィル効率（%）</translation>
    </message>
    <message>
        <source>Decode efficiency at the memory bandwidth, in percent</source>
        <translation>メモリ帯域幅に対するデコード効率（%）</translation>
    </message>
    <message>
        <source>Memory the serving runtime keeps, in percent</source>
        <translation>サービングランタイムが確保するメモリ（%）</translation>
    </message>
    <message>
        <source>vLLM keeps a tenth of memory by default (gpu_memory_utilization 0.9)</source>
        <translation>vLLM は既定でメモリの 10 分の 1 を確保します（gpu_memory_utilization 0.9）</translation>
    </message>
    <message>
        <source>Prefill, 16-bit</source>
        <translation>プリフィル 16 ビット</translation>
    </message>
    <message>
        <source>Prefill, 8-bit</source>
        <translation>プリフィル 8 ビット</translation>
    </message>
    <message>
        <source>Decode</source>
        <translation>デコード</translation>
    </message>
    <message>
        <source>Runtime reserve</source>
        <translation>ランタイム予約</translation>
    </message>
    <message>
        <source>Change prefill efficiency</source>
        <translation>プリフィル効率を変更</translation>
    </message>
    <message>
        <source>Change decode efficiency</source>
        <translation>デコード効率を変更</translation>
    </message>
    <message>
        <source>Change the runtime&apos;s memory reserve</source>
        <translation>ランタイムのメモリ予約を変更</translation>
    </message>
    <message>
        <source>The longest a request may wait for its first token, at the median: its prompt&apos;s prefill, queued behind the others&apos; and sharing the decode steps</source>
        <translation>リクエストが最初のトークンを待てる最長時間（中央値）: プロンプトのプリフィルで、他のプリフィルの後ろに並び、デコードステップを共有します</translation>
    </message>
    <message>
        <source>The longest the median request may take a token: a larger batch is lowered until it meets it</source>
        <translation>中央値のリクエストが1トークンにかけてよい最長時間: 大きなバッチはこれを満たすまで小さくされます</translation>
    </message>
    <message>
        <source>Defaults fitted on published serving measurements (the model&apos;s documentation, section 21); set your own from a measurement of your serving stack</source>
        <translation>公開されたサービングの測定値に合わせた既定値（モデルのドキュメント、第21節）。ご自身のサービングスタックの測定値から設定してください</translation>
    </message>
</context>
<context>
    <name>gpui::ServingText</name>
    <message>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>✗ does not fit</source>
        <translation>✗ 収まらない</translation>
    </message>
    <message>
        <source>✗ misses the TPOT target</source>
        <translation>✗ TPOT 目標に届かない</translation>
    </message>
    <message>
        <source>✗ misses the TTFT target</source>
        <translation>✗ TTFT 目標に届かない</translation>
    </message>
    <message>
        <source>✓</source>
        <translation>✓</translation>
    </message>
    <message>
        <source>Served on %1 · replicas × accelerators: %2 × %3 (spares: %4) · batch %5 · TTFT %6 · TPOT %7 · %8 an hour, %9 a month, %10 per million tokens</source>
        <translation>%1 で提供 · レプリカ × アクセラレータ: %2 × %3（予備: %4） · バッチ %5 · TTFT %6 · TPOT %7 · 1 時間 %8、月 %9、100 万トークンあたり %10</translation>
    </message>
    <message>
        <source>GPU tree: %1. %2</source>
        <translation>GPU ツリー: %1。%2</translation>
    </message>
    <message>
        <source>Accelerator</source>
        <translation>アクセラレータ</translation>
    </message>
    <message>
        <source>Accelerators per replica (tensor parallel)</source>
        <translation>レプリカあたりのアクセラレータ数（テンソル並列）</translation>
    </message>
    <message>
        <source>Memory per replica: weights + KV cache + other</source>
        <translation>レプリカあたりのメモリ: 重み + KV キャッシュ + その他</translation>
    </message>
    <message>
        <source>%1 + %2 + %3 = %4 GB of %5 GB</source>
        <translation>%1 + %2 + %3 = %4 GB（%5 GB 中）</translation>
    </message>
    <message>
        <source>Largest batch that fits / batch served</source>
        <translation>収まる最大バッチ / 提供するバッチ</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>Prefill per replica</source>
        <translation>レプリカあたりのプリフィル</translation>
    </message>
    <message>
        <source>%1 tokens/s</source>
        <translation>%1 トークン/秒</translation>
    </message>
    <message>
        <source>Decode per replica</source>
        <translation>レプリカあたりのデコード</translation>
    </message>
    <message>
        <source>Time to first token / per output token</source>
        <translation>最初のトークンまでの時間 / 出力トークンあたりの時間</translation>
    </message>
    <message>
        <source>Requests per second per replica</source>
        <translation>レプリカあたりのリクエスト/秒</translation>
    </message>
    <message>
        <source>Replicas (spares)</source>
        <translation>レプリカ（予備）</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Each replica up</source>
        <translation>各レプリカの稼働率</translation>
    </message>
    <message>
        <source>Cost an hour / a month</source>
        <translation>1 時間 / 月のコスト</translation>
    </message>
    <message>
        <source>Cost per million tokens</source>
        <translation>100 万トークンあたりのコスト</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>モデル</translation>
    </message>
    <message>
        <source>%1 (%2 B parameters, %3 layers, %4 KV heads of %5)</source>
        <translation>%1（パラメータ %2 B、%3 層、次元 %5 の KV ヘッド %4 個）</translation>
    </message>
    <message>
        <source>Weight precision</source>
        <translation>重みの精度</translation>
    </message>
    <message>
        <source>Context × batch</source>
        <translation>コンテキスト × バッチ</translation>
    </message>
    <message>
        <source>%1 tokens × %2</source>
        <translation>%1 トークン × %2</translation>
    </message>
    <message>
        <source>Prompt / output tokens</source>
        <translation>プロンプト / 出力トークン</translation>
    </message>
    <message>
        <source>Requests per second, average / peak</source>
        <translation>リクエスト/秒（平均 / ピーク）</translation>
    </message>
    <message>
        <source>Targets: time to first token / per output token</source>
        <translation>目標: 最初のトークンまでの時間 / 出力トークンあたりの時間</translation>
    </message>
    <message>
        <source>Availability target</source>
        <translation>可用性目標</translation>
    </message>
    <message>
        <source>Latency critical</source>
        <translation>レイテンシが重要</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>はい</translation>
    </message>
    <message>
        <source>no</source>
        <translation>いいえ</translation>
    </message>
    <message>
        <source>Provisioning</source>
        <translation>プロビジョニング</translation>
    </message>
    <message>
        <source>Cost per million tokens ($)</source>
        <translation>100 万トークンあたりのコスト ($)</translation>
    </message>
    <message>
        <source>$</source>
        <translation>$</translation>
    </message>
    <message>
        <source>Served</source>
        <translation>提供中</translation>
    </message>
    <message>
        <source>no traffic</source>
        <translation>トラフィックなし</translation>
    </message>
    <message>
        <source>– (%1)</source>
        <translation>– (%1)</translation>
    </message>
    <message>
        <source>%1 (%2 per million tokens)</source>
        <translation>%1（100 万トークンあたり %2）</translation>
    </message>
    <message>
        <source>Of the accelerators it names, the cheapest: %1.</source>
        <translation>そこで挙げられたアクセラレータのうち最も安いもの: %1。</translation>
    </message>
    <message>
        <source>Cheapest of every accelerator that serves the targets: %1.</source>
        <translation>目標を満たすすべてのアクセラレータのうち最も安いもの: %1。</translation>
    </message>
    <message>
        <source>✗ no FP4 on this accelerator</source>
        <translation>✗ このアクセラレータは FP4 非対応</translation>
    </message>
    <message>
        <source>Cheapest of every accelerator that serves it: %1.</source>
        <translation>これを処理できるすべてのアクセラレータのうち最も安いもの: %1。</translation>
    </message>
</context>
<context>
    <name>gpui::ServingView</name>
    <message>
        <source>Accelerator</source>
        <translation>アクセラレータ</translation>
    </message>
    <message>
        <source>Per replica</source>
        <translation>レプリカあたり</translation>
    </message>
    <message>
        <source>Memory, GB (weights + KV cache + other)</source>
        <translation>メモリ GB（重み + KV キャッシュ + その他）</translation>
    </message>
    <message>
        <source>Largest batch</source>
        <translation>最大バッチ</translation>
    </message>
    <message>
        <source>Replicas</source>
        <translation>レプリカ</translation>
    </message>
    <message>
        <source>$/h</source>
        <translation>$/時</translation>
    </message>
    <message>
        <source>$/month</source>
        <translation>$/月</translation>
    </message>
    <message>
        <source>$ per million tokens</source>
        <translation>100 万トークンあたり $</translation>
    </message>
    <message>
        <source>Serves</source>
        <translation>提供可</translation>
    </message>
    <message>
        <source>Every accelerator serving the plan</source>
        <translation>プランを提供する各アクセラレータ</translation>
    </message>
    <message>
        <source>Provisioning</source>
        <translation>プロビジョニング</translation>
    </message>
    <message>
        <source>The served accelerator under each provisioning</source>
        <translation>提供に使うアクセラレータのプロビジョニング別比較</translation>
    </message>
    <message>
        <source>Serving costs</source>
        <translation>サービングのコスト</translation>
    </message>
    <message>
        <source>Recommendation</source>
        <translation>推奨</translation>
    </message>
    <message>
        <source>The served accelerator</source>
        <translation>提供に使うアクセラレータ</translation>
    </message>
    <message>
        <source>Spot is priced as sold but rarely suits latency-critical serving: a preemption takes a replica away with 30 seconds&apos; notice and its capacity may take hours to return, so the spares would have to cover the preemptions as well.</source>
        <translation>Spot は販売価格で計上していますが、レイテンシが重要なサービングにはほとんど向きません。プリエンプションは 30 秒前の通知でレプリカを奪い、容量が戻るまで数時間かかることがあるため、予備はプリエンプションも賄う必要があります。</translation>
    </message>
    <message>
        <source>Cost per million tokens per accelerator</source>
        <translation>アクセラレータ別の 100 万トークンあたりコスト</translation>
    </message>
    <message>
        <source> (the tree&apos;s pick)</source>
        <translation>（ツリーの選択）</translation>
    </message>
    <message>
        <source>%1 of %2 (%3 + %4 + %5)</source>
        <translation>%2 中 %1（%3 + %4 + %5）</translation>
    </message>
    <message>
        <source> (this plan)</source>
        <translation>（このプラン）</translation>
    </message>
    <message>
        <source> (cheapest)</source>
        <translation>（最安）</translation>
    </message>
    <message>
        <source>⚠ Served on Spot: a preemption takes a replica away with 30 seconds&apos; notice and its capacity may take hours to return. On demand suits a standing service; the table below prices both.</source>
        <translation>⚠ Spot でサービング中: プリエンプションは 30 秒前の通知でレプリカを奪い、容量が戻るまで数時間かかることがあります。常時稼働のサービスにはオンデマンドが適しています。下の表で両方の価格を比較できます。</translation>
    </message>
    <message>
        <source>No availability target, so no spare replicas: a failed replica&apos;s share of the traffic waits for its recovery. Set an availability target (99.9 %, say) to add spares.</source>
        <translation>可用性目標がないため予備レプリカはありません。障害が起きたレプリカの分のトラフィックは、その復旧を待つことになります。予備を加えるには可用性目標（例: 99.9 %）を設定してください。</translation>
    </message>
    <message>
        <source>Provisioning and spares</source>
        <translation>プロビジョニングと予備</translation>
    </message>
    <message>
        <source>TTFT, median / 90th</source>
        <translation>TTFT、中央値 / 90パーセンタイル</translation>
    </message>
    <message>
        <source>TPOT, median / 90th</source>
        <translation>TPOT、中央値 / 90パーセンタイル</translation>
    </message>
    <message>
        <source>Memory per replica: weights + KV cache + activations and the runtime&apos;s reserve. TTFT and TPOT with the batch full: the prefills queue and share the decode steps (continuous batching); the median and the 90th percentile.</source>
        <translation>レプリカあたりのメモリ: 重み + KVキャッシュ + アクティベーションとランタイムの予約分。TTFTとTPOTはバッチが満杯のとき: プリフィルは待ち行列に並び、デコードステップを共有します（連続バッチング）。中央値と90パーセンタイル。</translation>
    </message>
</context>
<context>
    <name>gpui::SimulationChart</name>
    <message>
        <source>Waiting</source>
        <translation>待機</translation>
    </message>
    <message>
        <source>Productive</source>
        <translation>生産的</translation>
    </message>
    <message>
        <source>Saving</source>
        <translation>保存中</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>損失</translation>
    </message>
    <message>
        <source>Rescheduling</source>
        <translation>再スケジュール</translation>
    </message>
    <message>
        <source>Resuming</source>
        <translation>再開</translation>
    </message>
    <message>
        <source>Monte Carlo: one simulated window and the spread of runtime goodput</source>
        <translation>モンテカルロ：1 回分のシミュレーション期間とランタイム・グッドプットのばらつき</translation>
    </message>
    <message>
        <source>Hours into the window (one run)</source>
        <translation>期間内の経過時間（1 回の試行）</translation>
    </message>
    <message>
        <source>Runtime goodput of a run (%)</source>
        <translation>1 回の試行のランタイム・グッドプット (%)</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>試行回数</translation>
    </message>
    <message>
        <source>Simulation progress</source>
        <translation>シミュレーションの進捗</translation>
    </message>
    <message>
        <source>Simulating %1 runs…</source>
        <translation>%1 回の試行をシミュレーション中…</translation>
    </message>
    <message>
        <source>%1 runs, seed %2: runtime goodput p5 %3, p50 %4, p95 %5; mean %6 ± %7</source>
        <translation>%1 回試行、シード %2：ランタイム・グッドプット p5 %3、p50 %4、p95 %5、平均 %6 ± %7</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>試行</translation>
    </message>
    <message>
        <source>Timeline of one run</source>
        <translation>1 回の試行のタイムライン</translation>
    </message>
    <message>
        <source>Phase</source>
        <translation>フェーズ</translation>
    </message>
    <message>
        <source>Start (hours)</source>
        <translation>開始（時間）</translation>
    </message>
    <message>
        <source>End (hours)</source>
        <translation>終了（時間）</translation>
    </message>
    <message>
        <source>The inputs changed: the simulation runs again when this tab is shown.</source>
        <translation>入力が変わりました。このタブを表示するとシミュレーションを再実行します。</translation>
    </message>
    <message>
        <source>Failure</source>
        <translation>障害</translation>
    </message>
    <message>
        <source>Cause</source>
        <translation>原因</translation>
    </message>
    <message>
        <source>Maintenance</source>
        <translation>メンテナンス</translation>
    </message>
    <message>
        <source>Spot</source>
        <translation>Spot</translation>
    </message>
    <message>
        <source>Shrunk</source>
        <translation>縮小</translation>
    </message>
    <message>
        <source>Slowed</source>
        <translation>減速</translation>
    </message>
    <message>
        <source>Straggler</source>
        <translation>ストラグラー</translation>
    </message>
    <message>
        <source>A shrunk or slowed stretch is drawn as the pause its lost throughput is worth, where the interruption that ends it begins its recovery.</source>
        <translation>縮小または減速した区間は、失われたスループットに相当する一時停止として、その区間を終わらせる中断が復旧を始める位置に描かれます。</translation>
    </message>
</context>
<context>
    <name>gpui::SpareChart</name>
    <message>
        <source>Goodput against hot spares</source>
        <translation>ホットスペア数に対するグッドプット</translation>
    </message>
    <message>
        <source>Hot spares (nodes)</source>
        <translation>ホットスペア（ノード）</translation>
    </message>
    <message>
        <source>ML Productivity Goodput (%)</source>
        <translation>ML Productivity Goodput (%)</translation>
    </message>
    <message>
        <source>Failures finding no spare (%)</source>
        <translation>スペアが見つからない障害 (%)</translation>
    </message>
    <message>
        <source>ML Productivity Goodput</source>
        <translation>ML Productivity Goodput</translation>
    </message>
    <message>
        <source>Failures and maintenance finding the pool empty</source>
        <translation>プールが空の障害とメンテナンス</translation>
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
        <translation>支出と進捗（シミュレーション 1 回）</translation>
    </message>
    <message>
        <source>Days from the start</source>
        <translation>開始からの日数</translation>
    </message>
    <message>
        <source>Spent (thousand USD)</source>
        <translation>支出（千 USD）</translation>
    </message>
    <message>
        <source>Training done (%)</source>
        <translation>学習の完了（%）</translation>
    </message>
    <message>
        <source>Money spent</source>
        <translation>支出額</translation>
    </message>
    <message>
        <source>Training progress kept</source>
        <translation>保持された学習の進捗</translation>
    </message>
    <message>
        <source>Restart after an interruption</source>
        <translation>中断後の再開</translation>
    </message>
    <message>
        <source>This run did not finish within twice the expected time.</source>
        <translation>この実行は期待時間の 2 倍以内に完了しませんでした。</translation>
    </message>
    <message>
        <source>Hours from the start</source>
        <translation>開始からの時間</translation>
    </message>
    <message>
        <source>Spent (USD)</source>
        <translation>支出（USD）</translation>
    </message>
</context>
<context>
    <name>gpui::StepBar</name>
    <message>
        <source>Step time by part</source>
        <translation>部分ごとのステップ時間</translation>
    </message>
    <message>
        <source>%1 %2 s (%3)</source>
        <translation>%1 %2 秒（%3）</translation>
    </message>
</context>
<context>
    <name>gpui::StudyView</name>
    <message>
        <source>Study</source>
        <translation>学習</translation>
    </message>
    <message>
        <source>Practice</source>
        <translation>練習</translation>
    </message>
    <message>
        <source>Exam</source>
        <translation>試験</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>復習</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>進捗</translation>
    </message>
</context>
<context>
    <name>gpui::SweepChart</name>
    <message>
        <source>Outcome across the sweep</source>
        <translation>スイープ全体の結果</translation>
    </message>
    <message>
        <source>ML Productivity Goodput (%)</source>
        <translation>ML Productivity Goodput (%)</translation>
    </message>
    <message>
        <source>Total cost (thousand USD)</source>
        <translation>総コスト（千USD）</translation>
    </message>
    <message>
        <source>ML Productivity Goodput (left axis)</source>
        <translation>ML Productivity Goodput（左軸）</translation>
    </message>
    <message>
        <source>Total cost (right axis)</source>
        <translation>総コスト（右軸）</translation>
    </message>
    <message>
        <source>Total cost ($)</source>
        <translation>総コスト ($)</translation>
    </message>
    <message>
        <source>Wall days</source>
        <translation>経過日数</translation>
    </message>
    <message>
        <source>Costs above %1 are off the scale: the table lists them.</source>
        <translation>%1 を超える費用は目盛りの外にあります。表に記載しています。</translation>
    </message>
</context>
<context>
    <name>gpui::SweepPanel</name>
    <message>
        <source>Hot spares</source>
        <translation>ホットスペア</translation>
    </message>
    <message>
        <source>Keep Selected as Scenarios</source>
        <translation>選択した行をシナリオとして保存</translation>
    </message>
    <message>
        <source>Sweep</source>
        <translation>スイープ</translation>
    </message>
    <message>
        <source>Input to vary</source>
        <translation>変化させる入力</translation>
    </message>
    <message>
        <source>From</source>
        <translation>開始値</translation>
    </message>
    <message>
        <source>To</source>
        <translation>終了値</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>ステップ数</translation>
    </message>
    <message>
        <source>Run Sweep</source>
        <translation>スイープを実行</translation>
    </message>
    <message>
        <source>Adds each selected row as a scenario: the plan shown with the input at that value</source>
        <translation>選択した各行をシナリオとして追加します（表示中のプランで入力をその値にしたもの）</translation>
    </message>
    <message>
        <source>Vary</source>
        <translation>変化させる入力</translation>
    </message>
    <message>
        <source>from</source>
        <translation>開始</translation>
    </message>
    <message>
        <source>to</source>
        <translation>終了</translation>
    </message>
    <message>
        <source>in</source>
        <translation>分割数</translation>
    </message>
    <message>
        <source>steps</source>
        <translation>ステップ</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>値</translation>
    </message>
    <message>
        <source>ML Productivity Goodput</source>
        <translation>ML Productivity Goodput</translation>
    </message>
    <message>
        <source>Scheduling goodput</source>
        <translation>スケジューリング・グッドプット</translation>
    </message>
    <message>
        <source>Runtime goodput</source>
        <translation>ランタイム・グッドプット</translation>
    </message>
    <message>
        <source>Wall days</source>
        <translation>経過日数</translation>
    </message>
    <message>
        <source>Total cost</source>
        <translation>総コスト</translation>
    </message>
    <message>
        <source>$ per productive h</source>
        <translation>生産的な 1 時間あたりの $</translation>
    </message>
    <message>
        <source>Deadline</source>
        <translation>期限</translation>
    </message>
    <message>
        <source>Sweep outcome</source>
        <translation>スイープの結果</translation>
    </message>
    <message>
        <source>Unknown input.</source>
        <translation>不明な入力です。</translation>
    </message>
    <message>
        <source>✓ met</source>
        <translation>✓ 達成</translation>
    </message>
    <message>
        <source>✗ missed</source>
        <translation>✗ 超過</translation>
    </message>
    <message numerus="yes">
        <source>%n value(s) make the plan invalid and are left out of the chart. </source>
        <translation>
            <numerusform>%n 個の値はプランを無効にするため、グラフから除外しています。</numerusform>
        </translation>
    </message>
    <message>
        <source>Plan shown: %1 = %2. Select rows to keep them as scenarios.</source>
        <translation>表示中のプラン: %1 = %2。行を選択するとシナリオとして保存できます。</translation>
    </message>
    <message>
        <source>%1 = %2</source>
        <translation>%1 = %2</translation>
    </message>
    <message numerus="yes">
        <source>A plan holds at most 50 scenarios: %n point(s) kept.</source>
        <translation>
            <numerusform>1つのプランに含められるシナリオは50個までです: %n 点を保存しました。</numerusform>
        </translation>
    </message>
    <message>
        <source>Keep sweep points as scenarios</source>
        <translation>スイープの点をシナリオとして保存</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>an input and its unit</comment>
        <translation>%1（%2）</translation>
    </message>
</context>
<context>
    <name>gpui::SwitchSpec</name>
    <message>
        <source>on</source>
        <translation>オン</translation>
    </message>
    <message>
        <source>off</source>
        <translation>オフ</translation>
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
        <translation>入力を下げる / オフ</translation>
    </message>
    <message>
        <source>Input moved up / on</source>
        <translation>入力を上げる / オン</translation>
    </message>
    <message>
        <source>Input</source>
        <translation>入力</translation>
    </message>
    <message>
        <source>Value, moved down</source>
        <translation>値（下げた場合）</translation>
    </message>
    <message>
        <source>Value, moved up</source>
        <translation>値（上げた場合）</translation>
    </message>
    <message>
        <source>ML Productivity Goodput, moved down (%)</source>
        <translation>ML Productivity Goodput、下げた場合 (%)</translation>
    </message>
    <message>
        <source>ML Productivity Goodput, moved up (%)</source>
        <translation>ML Productivity Goodput、上げた場合 (%)</translation>
    </message>
    <message>
        <source>ML Productivity Goodput, the plan (%)</source>
        <translation>ML Productivity Goodput、プラン (%)</translation>
    </message>
    <message>
        <source>Sensitivity: the inputs that move it most, each by ±20 %</source>
        <translation>感度: 影響の大きい入力（各 ±20 %）</translation>
    </message>
</context>
<context>
    <name>gpui::TrainingSetupDialog</name>
    <message>
        <source>Checkpoint activations (recompute each layer in the backward pass)</source>
        <translation>アクティベーションをチェックポイントする（逆伝播で各層を再計算）</translation>
    </message>
    <message>
        <source>Memory and Parallelism</source>
        <translation>メモリと並列化</translation>
    </message>
    <message>
        <source>Adam, mixed precision (12 bytes a parameter)</source>
        <translation>Adam、混合精度（パラメータあたり 12 バイト）</translation>
    </message>
    <message>
        <source>8-bit Adam (6 bytes a parameter)</source>
        <translation>8 ビット Adam（パラメータあたり 6 バイト）</translation>
    </message>
    <message>
        <source>SGD with momentum (8 bytes a parameter)</source>
        <translation>モーメンタム付き SGD（パラメータあたり 8 バイト）</translation>
    </message>
    <message>
        <source>Replicated data parallel</source>
        <translation>複製データ並列</translation>
    </message>
    <message>
        <source>ZeRO-1: optimizer states sharded</source>
        <translation>ZeRO-1：オプティマイザ状態を分割</translation>
    </message>
    <message>
        <source>ZeRO-2: optimizer states and gradients sharded</source>
        <translation>ZeRO-2：オプティマイザ状態と勾配を分割</translation>
    </message>
    <message>
        <source>ZeRO-3 or FSDP: everything sharded</source>
        <translation>ZeRO-3 または FSDP：すべてを分割</translation>
    </message>
    <message>
        <source> sequences</source>
        <translation> シーケンス</translation>
    </message>
    <message>
        <source>Layers (L)</source>
        <translation>レイヤー数 (L)</translation>
    </message>
    <message>
        <source>Heads (H)</source>
        <translation>ヘッド数 (H)</translation>
    </message>
    <message>
        <source>Head dimension (Q)</source>
        <translation>ヘッド次元 (Q)</translation>
    </message>
    <message>
        <source>Sequence length (T)</source>
        <translation>シーケンス長 (T)</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source>A committed use discount is paid for its whole term. The run carries the part of the rest of the term the customer does not expect to use for other work.</source>
        <translation>確約利用割引は期間全体に対して支払います。顧客が他の作業に使う見込みのない残り期間の部分を、この学習が負担します。</translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation>オプティマイザ</translation>
    </message>
    <message>
        <source>Sharding</source>
        <translation>シャーディング</translation>
    </message>
    <message>
        <source>Tensor parallel degree</source>
        <translation>テンソル並列度</translation>
    </message>
    <message>
        <source>Pipeline parallel degree</source>
        <translation>パイプライン並列度</translation>
    </message>
    <message>
        <source>Micro-batch</source>
        <translation>マイクロバッチ</translation>
    </message>
    <message>
        <source>Commitment used by other work</source>
        <translation>他の作業で使う確約の割合</translation>
    </message>
    <message>
        <source>Bytes per parameter: 2 for 16-bit weights, 2 for gradients and the optimizer&apos;s states (ZeRO, Rajbhandari et al. 2020). Activations: Korthikanti et al. 2022. A tenth of each accelerator&apos;s memory is kept for the runtime.</source>
        <translation>パラメータあたりのバイト数：16 ビットの重みに 2、勾配に 2、加えてオプティマイザの状態（ZeRO、Rajbhandari et al. 2020）。アクティベーション：Korthikanti et al. 2022。各アクセラレータのメモリの 1 割はランタイム用に確保します。</translation>
    </message>
    <message>
        <source>Change memory and parallelism</source>
        <translation>メモリと並列化を変更</translation>
    </message>
    <message>
        <source>Let the step model choose the fastest layout that fits, for each accelerator and count</source>
        <translation>アクセラレータと台数ごとに、収まる最速のレイアウトをステップモデルに選ばせる</translation>
    </message>
    <message>
        <source>as many as the heads</source>
        <translation>ヘッド数と同じ</translation>
    </message>
    <message>
        <source>not stated</source>
        <translation>指定なし</translation>
    </message>
    <message>
        <source> tokens</source>
        <translation> トークン</translation>
    </message>
    <message>
        <source>Key-value heads</source>
        <translation>キー・バリューのヘッド数</translation>
    </message>
    <message>
        <source>Vocabulary</source>
        <translation>語彙数</translation>
    </message>
    <message>
        <source>Global batch</source>
        <translation>グローバルバッチ</translation>
    </message>
    <message>
        <source>Automatic: measured, else the layout, else the plan&apos;s</source>
        <translation>自動: 実測、なければレイアウト、なければプランの値</translation>
    </message>
    <message>
        <source>The step model&apos;s layout</source>
        <translation>ステップモデルのレイアウト</translation>
    </message>
    <message>
        <source>The plan&apos;s MFU</source>
        <translation>プランの MFU</translation>
    </message>
    <message>
        <source>The throughput measured</source>
        <translation>実測したスループット</translation>
    </message>
    <message>
        <source>The catalog&apos;s typical MFU</source>
        <translation>カタログの標準 MFU</translation>
    </message>
    <message>
        <source>Program goodput (MFU) from</source>
        <translation>プログラムグッドプット（MFU）の出典</translation>
    </message>
    <message>
        <source>One step on %1 × %2</source>
        <translation>%1 × %2 での 1 ステップ</translation>
    </message>
    <message>
        <source>One step</source>
        <translation>1 ステップ</translation>
    </message>
    <message>
        <source>No accelerator is priced: no step to show.</source>
        <translation>価格計算したアクセラレータがないため、表示するステップはありません。</translation>
    </message>
    <message>
        <source>The catalog lacks the figures the step model needs for this accelerator.</source>
        <translation>このアクセラレータには、ステップモデルに必要な値がカタログにありません。</translation>
    </message>
    <message>
        <source>The step model needs the model&apos;s shape.</source>
        <translation>ステップモデルにはモデルの形状が必要です。</translation>
    </message>
    <message>
        <source>This layout does not fit the memory, or its degrees do not divide the job.</source>
        <translation>このレイアウトはメモリに収まらないか、並列度がジョブを割り切りません。</translation>
    </message>
    <message>
        <source>No layout fits the memory at this count.</source>
        <translation>この台数ではメモリに収まるレイアウトがありません。</translation>
    </message>
    <message>
        <source>Program goodput comes from another source: this step is shown, not priced.</source>
        <translation>プログラムグッドプットは別の出典によるため、このステップは表示のみで価格計算には使われません。</translation>
    </message>
    <message>
        <source>Model shape (for the activations&apos; memory and the step model)</source>
        <translation>モデルの形状（活性化のメモリとステップモデル用）</translation>
    </message>
    <message>
        <source>One pipeline stage holds all %1 layers.</source>
        <translation>1 つのパイプラインステージがすべての %1 層を保持します。</translation>
    </message>
    <message>
        <source>%1×%2</source>
        <translation>%1×%2</translation>
    </message>
    <message>
        <source>Layers on the %1 pipeline stages: %2; the first stage also holds the embedding, the last the loss, each in a layer&apos;s place. The fullest stage sets the pace and the memory.</source>
        <translation>%1 個のパイプラインステージの層：%2。最初のステージは埋め込みを、最後のステージは損失を、それぞれ 1 層分として持ちます。最も多いステージが速度とメモリを決めます。</translation>
    </message>
    <message>
        <source>Cluster network</source>
        <translation>クラスターのネットワーク</translation>
    </message>
    <message>
        <source>Shape assumed from %1, the published model nearest to the plan&apos;s parameter count: check the box above to give the model&apos;s own.</source>
        <translation>形状は、プランのパラメータ数に最も近い公開モデル %1 から仮定しています。モデル自身の形状を指定するには、上のボックスをオンにしてください。</translation>
    </message>
    <message>
        <source>Pipeline parallel degree %1: above the %2 layers, a stage would hold none.</source>
        <translation>パイプライン並列度 %1：%2 層を超えるため、層を持たないステージができてしまいます。</translation>
    </message>
    <message>
        <source>Hybrid sharding: ZeRO-3 within each node or slice, replicated between them</source>
        <translation>ハイブリッドシャーディング：各ノードまたはスライス内で ZeRO-3、ノード間・スライス間では複製</translation>
    </message>
</context>
<context>
    <name>gpui::UserGuide</name>
    <message>
        <source>Getting started</source>
        <translation>はじめに</translation>
    </message>
    <message>
        <source>Goodput Planner helps you pick accelerators, plan for failures and price a training run or a serving deployment with ML Productivity Goodput: scheduling goodput × runtime goodput × program goodput (MFU). Every figure comes from a stated formula with its source.</source>
        <translation>Goodput Planner は、ML Productivity Goodput（スケジューリング グッドプット × ランタイム グッドプット × プログラム グッドプット（MFU））を使って、アクセラレータの選択、障害への備え、トレーニング実行や推論サービスの価格見積もりを支援します。すべての数値は、出典を明記した式から得られます。</translation>
    </message>
    <message>
        <source>A plan is one customer engagement: the job&apos;s scale, its interruptions and checkpoints, the training run or the model served, prices, decision walks and options. The application opens with the example plan; File &gt; New starts an empty one. Plans are saved as .gpplan files, and an autosave brings back your work after a crash.</source>
        <translation>プランは 1 件の顧客案件です：ジョブの規模、中断とチェックポイント、トレーニング実行または提供するモデル、価格、決定木の経路、オプション。アプリケーションはサンプル プランで開きます。ファイル &gt; 新規 で空のプランを始めます。プランは .gpplan ファイルとして保存され、自動保存によりクラッシュ後も作業が戻ります。</translation>
    </message>
    <message>
        <source>The views are listed on the left (Ctrl+1 to Ctrl+8). Every edit is one undo step: Ctrl+Z undoes and Ctrl+Shift+Z redoes from any field.</source>
        <translation>ビューは左側に並んでいます（Ctrl+1 ～ Ctrl+8）。すべての編集は 1 回の元に戻す操作です：どの入力欄からでも Ctrl+Z で元に戻し、Ctrl+Shift+Z でやり直します。</translation>
    </message>
    <message>
        <source>View &gt; Present (F11) shows the plan full screen for a meeting: the walk, the recommendation and its figures in large type. F11 or Esc leaves it. F1 opens this guide at the page of the view you are in.</source>
        <translation>表示 &gt; プレゼンテーション（F11）は、会議向けにプランを全画面で表示します：選択の経路、推奨とその数値を大きな文字で。F11 または Esc で終了します。F1 は現在のビューのページでこのガイドを開きます。</translation>
    </message>
    <message>
        <source>Overview</source>
        <translation>概要</translation>
    </message>
    <message>
        <source>Decision flowcharts</source>
        <translation>意思決定フローチャート</translation>
    </message>
    <message>
        <source>Goodput workbench</source>
        <translation>グッドプット・ワークベンチ</translation>
    </message>
    <message>
        <source>Costs</source>
        <translation>コスト</translation>
    </message>
    <message>
        <source>Study</source>
        <translation>学習</translation>
    </message>
    <message>
        <source>Proposal</source>
        <translation>提案書</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>測定</translation>
    </message>
    <message>
        <source>Scenarios</source>
        <translation>シナリオ</translation>
    </message>
    <message>
        <source>The model&apos;s formulas</source>
        <translation>モデルの式</translation>
    </message>
    <message>
        <source>The overview answers first: the recommended accelerator and count with its provisioning, the wall days against the deadline, the cost of the run and the cost per productive accelerator-hour. A serving plan shows the served accelerator, its latency, and the cost a month and per million tokens.</source>
        <translation>概要ビューはまず答えを示します：推奨アクセラレータとその数・プロビジョニング、期限に対する所要日数、実行コスト、生産的なアクセラレータ時間あたりのコスト。推論プランでは、提供するアクセラレータ、そのレイテンシ、月額と 100 万トークンあたりのコストを示します。</translation>
    </message>
    <message>
        <source>Below them are ML Productivity Goodput and its three factors as bars, and the three techniques of the goodput flowchart with the largest modelled gain.</source>
        <translation>その下に、ML Productivity Goodput と 3 つの要素の棒グラフ、そしてモデル上の改善効果が最も大きいグッドプット フローチャートの手法 3 つが並びます。</translation>
    </message>
    <message>
        <source>Each figure opens the view that explains it: click it, or press Enter or Space on it. Warnings, such as a missed deadline, a model that does not fit or inputs outside the model&apos;s range, appear in yellow above the figures.</source>
        <translation>各数値は、それを説明するビューを開きます：クリックするか、選択して Enter または Space を押します。期限超過、モデルが収まらない、モデルの範囲外の入力などの警告は、数値の上に黄色で表示されます。</translation>
    </message>
    <message>
        <source>Answer a question by clicking an answer&apos;s label, with the panel&apos;s buttons, or with the number shown beside each answer. The walk is drawn in bold and the view follows it to the next choices. Click a visited node to go back to it.</source>
        <translation>質問には、答えのラベルをクリックするか、パネルのボタン、または各答えの横の番号で答えます。経路は太線で描かれ、ビューは次の選択肢へ追従します。通過したノードをクリックするとそこへ戻ります。</translation>
    </message>
    <message>
        <source>1 to 9</source>
        <translation>1 ～ 9</translation>
    </message>
    <message>
        <source>Answer the current question</source>
        <translation>現在の質問に答える</translation>
    </message>
    <message>
        <source>Backspace, Alt+Left</source>
        <translation>Backspace、Alt+←</translation>
    </message>
    <message>
        <source>Back one step</source>
        <translation>1 つ戻る</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>Home</translation>
    </message>
    <message>
        <source>Start the walk again</source>
        <translation>経路を最初からやり直す</translation>
    </message>
    <message>
        <source>Arrow keys</source>
        <translation>矢印キー</translation>
    </message>
    <message>
        <source>Pan</source>
        <translation>スクロール</translation>
    </message>
    <message>
        <source>Ctrl++, Ctrl+−, Ctrl+0</source>
        <translation>Ctrl++、Ctrl+−、Ctrl+0</translation>
    </message>
    <message>
        <source>Ctrl+Tab, Ctrl+PgDown</source>
        <translation>Ctrl+Tab、Ctrl+PgDown</translation>
    </message>
    <message>
        <source>Next tree</source>
        <translation>次の決定木</translation>
    </message>
    <message>
        <source>Ctrl+Shift+Tab, Ctrl+PgUp</source>
        <translation>Ctrl+Shift+Tab、Ctrl+PgUp</translation>
    </message>
    <message>
        <source>Previous tree</source>
        <translation>前の決定木</translation>
    </message>
    <message>
        <source>The workbench holds the planning model&apos;s inputs: scale, scheduling (provisioning, waits, hot spares), runtime (interruption rates by class, checkpointing, recovery) and program goodput (MFU). The charts beside them are redrawn as you edit.</source>
        <translation>ワークベンチには計画モデルの入力があります：規模、スケジューリング（プロビジョニング、待ち時間、ホットスペア）、ランタイム（種類別の中断率、チェックポイント、復旧）、プログラム グッドプット（MFU）。横のグラフは編集に合わせて再描画されます。</translation>
    </message>
    <message>
        <source>The mouse wheel changes a field only when it has focus, so scrolling the form never changes a value. A value outside the model&apos;s range is refused with the reason, and the field goes back to the plan&apos;s value.</source>
        <translation>マウス ホイールはフォーカスのある入力欄だけを変更するので、フォームをスクロールしても値は変わりません。モデルの範囲外の値は理由とともに拒否され、入力欄はプランの値に戻ります。</translation>
    </message>
    <message>
        <source>The charts show where the window&apos;s hours go, runtime goodput against the checkpoint interval with the Young and Daly optima, failure cost against cluster size, the sensitivity of each input, and a Monte Carlo of the window that checks the exact model.</source>
        <translation>グラフは、期間の時間の内訳、Young と Daly の最適値を示したチェックポイント間隔に対するランタイム グッドプット、クラスタ規模に対する障害コスト、各入力の感度、そして厳密モデルを検証する期間のモンテカルロ シミュレーションを示します。</translation>
    </message>
    <message>
        <source>For a training plan: the time and cost of the run on every accelerator of the catalog, priced as capacity is sold (on demand, Spot, DWS flex-start and calendar mode, 1- and 3-year commitments), whether the model fits in memory, and the count that meets the deadline.</source>
        <translation>トレーニング プランの場合：カタログの各アクセラレータでの実行時間とコスト（オンデマンド、Spot、DWS Flex Start とカレンダー モード、1 年・3 年コミットメントという販売形態どおりの価格）、モデルがメモリに収まるか、期限を満たす台数。</translation>
    </message>
    <message>
        <source>Prices can be overridden for a plan, and custom accelerators added.</source>
        <translation>価格はプランごとに上書きでき、独自のアクセラレータも追加できます。</translation>
    </message>
    <message>
        <source>Practice and exam questions drawn from the decision trees and the model: the recommendation a path leads to, what comes next, which goodput a technique improves, runtime goodput by the formula, failure cost at scale, and serving memory and latency.</source>
        <translation>決定木とモデルから作られた練習問題と試験問題：経路が行き着く推奨、次に来るもの、手法が改善するグッドプット、式によるランタイム グッドプット、規模に応じた障害コスト、推論のメモリとレイテンシ。</translation>
    </message>
    <message>
        <source>After an answer your choice stays marked, and the right answer is shown with the reason. An exam asks before it ends with questions unanswered; its results list every question with your answer, the right one and why.</source>
        <translation>解答後も選んだ答えは印が付いたまま残り、正解が理由とともに表示されます。試験は未回答の問題が残っているときは終了前に確認します。結果には、各問題について自分の答え、正解、その理由が並びます。</translation>
    </message>
    <message>
        <source>Review repeats the questions you missed, spaced by the SM-2 schedule; Progress shows your scores by topic.</source>
        <translation>復習では間違えた問題を SM-2 の間隔で繰り返し出題し、進捗ではトピック別の成績を示します。</translation>
    </message>
    <message>
        <source>The proposal is the plan as a document for the customer: a one-page executive summary with the recommendation, the cost, the time, the goodput and what drives it, the risks and the next steps; then the decision path, the goodput analysis, the techniques, the costs, the assumptions and the formulas with their sources. A plan with options presents them first.</source>
        <translation>提案書は顧客向けの文書としてのプランです：推奨、コスト、期間、グッドプットとその要因、リスク、次のステップをまとめた 1 ページの要約に続き、決定の経路、グッドプット分析、手法、コスト、前提条件、出典付きの式が並びます。オプションのあるプランでは、まずそれらを比較します。</translation>
    </message>
    <message>
        <source>File &gt; Export Proposal (Ctrl+E) writes a PDF. The plan travels inside it: File &gt; Open reads it back, even after another PDF tool has rewritten the file.</source>
        <translation>ファイル &gt; 提案書をエクスポート（Ctrl+E）で PDF を書き出します。プランはその中に含まれ、ファイル &gt; 開く で読み戻せます。ほかの PDF ツールがファイルを書き換えた後でも読み戻せます。</translation>
    </message>
    <message>
        <source>The cover&apos;s fields (customer, engagement, architect, date and logo) are set in this view.</source>
        <translation>表紙の項目（顧客、案件、アーキテクト、日付、ロゴ）はこのビューで設定します。</translation>
    </message>
    <message>
        <source>Open a real job&apos;s goodput log (the ml-goodput-measurement format) to see what the job measured beside what the plan assumed: goodput, badput by cause and the interruptions.</source>
        <translation>実際のジョブのグッドプット ログ（ml-goodput-measurement 形式）を開くと、ジョブの測定値がプランの想定と並んで表示されます：グッドプット、原因別のバッドプット、中断。</translation>
    </message>
    <message>
        <source>Scenarios are options of one plan, each a set of changes to the base plan: another accelerator, provisioning or checkpointing. The view compares their time, cost and goodput side by side and marks the recommended one.</source>
        <translation>シナリオは 1 つのプランのオプションで、それぞれベースプランへの変更の集まりです：別のアクセラレータ、プロビジョニング、チェックポイント設定など。このビューは所要時間、コスト、グッドプットを並べて比較し、推奨するものに印を付けます。</translation>
    </message>
    <message>
        <source>The Scenario box in the toolbar chooses the option every view shows; edits go to it.</source>
        <translation>ツールバーの「シナリオ」欄で、すべてのビューに表示するオプションを選びます。編集はそのオプションに反映されます。</translation>
    </message>
    <message>
        <source>Every figure comes from a stated formula. The main ones follow; the model&apos;s document, installed as /usr/share/doc/goodput-planner/model.md.gz, gives each with its derivation, its source and where it stops being valid.</source>
        <translation>すべての数値は明記された式から得られます。主な式を以下に示します。/usr/share/doc/goodput-planner/model.md.gz としてインストールされるモデルの文書には、各式の導出、出典、有効な範囲が記されています。</translation>
    </message>
    <message>
        <source>The optimal checkpoint interval, for save cost δ and mean time M between interruptions that lose progress (Young 1974; Daly 2006)</source>
        <translation>保存コスト δ と、進捗を失う中断の平均間隔 M に対する最適なチェックポイント間隔（Young 1974、Daly 2006）</translation>
    </message>
    <message>
        <source>Failure cost against scale: n nodes, every interruption idles the whole job</source>
        <translation>規模に対する障害コスト：n ノード、中断のたびにジョブ全体が停止</translation>
    </message>
    <message>
        <source>Training time and cost (C = 6 N D: EleutherAI, “Transformer Math 101”)</source>
        <translation>トレーニング時間とコスト（C = 6 N D：EleutherAI「Transformer Math 101」）</translation>
    </message>
    <message>
        <source>Program goodput (PaLM, Chowdhery et al. 2022)</source>
        <translation>プログラム グッドプット（PaLM、Chowdhery ほか 2022）</translation>
    </message>
    <message>
        <source>Serving: the KV cache (Pope et al. 2022) and the roofline (Williams et al. 2009)</source>
        <translation>推論：KV キャッシュ（Pope ほか 2022）とルーフライン（Williams ほか 2009）</translation>
    </message>
    <message>
        <source>For a serving plan (This plan is for: Inference (serving)): the model, its precision and context, the traffic and the latency targets. Every accelerator gets its replicas, latency and cost per million tokens; the one served is in bold.</source>
        <translation>推論プランの場合（このプランの用途：推論（サービング））：モデル、その精度とコンテキスト、トラフィック、レイテンシ目標。各アクセラレータにレプリカ数、レイテンシ、100 万トークンあたりのコストが示され、提供するものは太字です。</translation>
    </message>
    <message>
        <source>Fit the Plan to This Measurement takes the measured rates and MFU into the plan in one undo step; Keep as the Proposal&apos;s Baseline keeps the measurement with the plan, and its proposal shows it beside the plan.</source>
        <translation>「プランをこの測定に合わせる」は測定した率と MFU を 1 回の元に戻す操作でプランに取り込みます。「提案書のベースラインとして保持」は測定をプランとともに保存し、提案書でプランと並べて示します。</translation>
    </message>
    <message>
        <source>Zoom in, zoom out, fit the chart to the view</source>
        <translation>拡大、縮小、図を表示領域に合わせる</translation>
    </message>
    <message>
        <source>The walk of the GPU tree feeds the plan: its recommendation chooses the accelerators the costs compare. Answer from the plan (P) takes every answer the plan&apos;s figures decide; each is marked as the plan&apos;s and can be changed.</source>
        <translation>GPU ツリーの経路はプランに反映されます。その推奨が、コストで比較するアクセラレータを選びます。「プランから回答」(P) は、プランの数値で決まる回答をすべて取り込みます。各回答はプランによるものとして示され、変更できます。</translation>
    </message>
    <message>
        <source>Edit Graphs opens the graph shown in the editor. Built-in graphs are read-only: Copy into a Pack makes your own copy. New Graph starts one from a single question. Select a node or an answer on the chart and edit it in the side panel; drag an answer&apos;s arrow onto another node to move where it leads. Every change is saved in your pack at once and is one step of Edit &gt; Undo. The Problems list names what keeps the graph a draft; click one to go to its node. A graph without problems is walked, studied and printed like the built-in ones when you press Done Editing. File &gt; Import Graph Pack and Export Graph Pack share packs as .gpgraphs files.</source>
        <translation>「グラフを編集」は表示中のグラフをエディターで開きます。組み込みグラフは読み取り専用です。「パックにコピー」で自分用のコピーを作れます。「新しいグラフ」は質問 1 つから始めます。図でノードか回答を選び、サイドパネルで編集します。回答の矢印を別のノードへドラッグすると行き先が変わります。変更はすぐにパックに保存され、それぞれ 編集 &gt; 元に戻す の 1 ステップです。問題リストはグラフが下書きのままである理由を示し、クリックでそのノードへ移動します。問題のないグラフは「編集を終了」を押すと、組み込みグラフと同じようにたどり、学習し、印刷できます。ファイル &gt; グラフパックをインポート／エクスポート で .gpgraphs ファイルとしてパックを共有できます。</translation>
    </message>
    <message>
        <source>Tab, Shift+Tab (editing)</source>
        <translation>Tab、Shift+Tab（編集中）</translation>
    </message>
    <message>
        <source>Next node, previous node</source>
        <translation>次のノード、前のノード</translation>
    </message>
    <message>
        <source>Enter (editing)</source>
        <translation>Enter（編集中）</translation>
    </message>
    <message>
        <source>Edit the selected node&apos;s text or answer</source>
        <translation>選択したノードのテキストまたは回答を編集</translation>
    </message>
    <message>
        <source>Q, R, A (editing)</source>
        <translation>Q、R、A（編集中）</translation>
    </message>
    <message>
        <source>Add a question, a recommendation or an answer</source>
        <translation>質問、推奨、回答を追加</translation>
    </message>
    <message>
        <source>Delete, Ctrl+D (editing)</source>
        <translation>Delete、Ctrl+D（編集中）</translation>
    </message>
    <message>
        <source>Delete, duplicate the selected node</source>
        <translation>選択したノードを削除、複製</translation>
    </message>
    <message>
        <source>Export Deployment… (beside the recommendation, and in the File menu) writes the plan&apos;s recommended option, or another, as the files a platform team runs: a SkyPilot task, a GKE JobSet with its Kueue queue, or a Slurm batch script. The preview shows each file and what the format cannot express; nothing is replaced without asking, and the proposal lists the files exported.</source>
        <translation>「デプロイのエクスポート…」(推奨の横と「ファイル」メニュー) は、プランの推奨オプション (または他のオプション) を、プラットフォームチームが実行するファイルとして書き出します: SkyPilot タスク、Kueue キュー付きの GKE JobSet、または Slurm バッチスクリプト。プレビューには各ファイルと、その形式で表せない項目が表示されます。確認なしに置き換えることはなく、提案書にはエクスポートしたファイルが記載されます。</translation>
    </message>
    <message>
        <source>Four decision trees from the guide Optimizing GPU Usage: choosing the GPU, optimizing cost and efficiency, optimizing training time and improving goodput. Each opens fitted to the window.</source>
        <translation>ガイド「Optimizing GPU Usage」による 4 つの決定木：GPU の選択、コストと効率の最適化、トレーニング時間の最適化、グッドプットの改善。それぞれウィンドウに合わせて開きます。</translation>
    </message>
    <message>
        <source>ML Productivity Goodput (Optimizing GPU Usage)</source>
        <translation>ML Productivity Goodput（「Optimizing GPU Usage」）</translation>
    </message>
    <message>
        <source>Runtime goodput for a window t_w and interruptions i (Optimizing GPU Usage)</source>
        <translation>期間 t_w と中断 i に対するランタイム グッドプット（「Optimizing GPU Usage」）</translation>
    </message>
    <message>
        <source>Find the plan, at the top of the page, searches every accelerator, count, provisioning, number of hot spares, checkpoint interval and fast tier for the cheapest configuration that meets the deadline with the confidence you set (90 % unless you change it), within the budget if you give one. It runs in the background and runs again when the plan changes; Cancel stops it. The recommendation shows its cost, its days with the 90th percentile, how likely it is to finish in time, and your plan&apos;s figures beside it. The catalog marks its row: its status reads recommended, with the count that meets the deadline.</source>
        <translation>ページ上部の「プランを探す」は、すべてのアクセラレータ、台数、プロビジョニング、ホットスペア数、チェックポイント間隔、高速ティアを探索し、設定した信頼度（変更しなければ 90 %）で期限を満たし、予算を指定した場合はその範囲内で、最も安い構成を見つけます。探索はバックグラウンドで実行され、プランが変わると再実行されます。「キャンセル」で止まります。推奨には、コスト、日数と 90 パーセンタイル、期限内に終わる見込み、そしてお客様のプランの数値が並んで表示されます。カタログはその行に印を付け、状態欄には「推奨」と期限を満たす台数が表示されます。</translation>
    </message>
    <message>
        <source>Apply sets the plan to the recommendation in one step that Edit &gt; Undo takes back; Add as Scenario keeps it beside the plan instead. Details… shows the front of cost against the days at the 90th percentile (click a point to see its configuration and apply it), the cheapest options and why each other accelerator lost. Accelerators the model does not fit are listed last, greyed, with the reason in their tooltip.</source>
        <translation>「適用」はプランを推奨に 1 ステップで合わせ、「編集 &gt; 元に戻す」で取り消せます。「シナリオとして追加」は代わりにプランの横に残します。「詳細…」は、コストと 90 パーセンタイルの日数のパレートフロント（点をクリックすると構成が表示され、適用できます）、最も安価な選択肢、他の各アクセラレータが選ばれなかった理由を表示します。モデルが収まらないアクセラレータは最後に灰色で並び、理由はツールチップに表示されます。</translation>
    </message>
</context>
<context>
    <name>gpui::WalkPathPainter</name>
    <message>
        <source>Not taken: %1</source>
        <translation>選ばなかった答え：%1</translation>
    </message>
</context>
<context>
    <name>gpui::WelcomeDialog</name>
    <message>
        <source>Welcome to Goodput Planner</source>
        <translation>Goodput Planner へようこそ</translation>
    </message>
    <message>
        <source>Goodput Planner helps you choose accelerators, plan for failures and price a training run with ML Productivity Goodput: scheduling × runtime × program goodput.

• Decision flowcharts walk a customer&apos;s situation to a recommendation, with why it holds and its gotchas.
• The goodput workbench redraws its charts while you drag interruption rates, checkpoint intervals and scale.
• Costs compare accelerators, MFU, time to train and Spot against reserved capacity.
• Study mode asks exam-style questions; the proposal view exports a PDF for the customer.

The example plan shows every view filled in. Its prices and rates are illustrative.</source>
        <translation>Goodput Planner は、ML Productivity Goodput（スケジューリング × ランタイム × プログラムのグッドプット）を使って、アクセラレータの選定、障害への備え、トレーニング実行の価格算出を支援します。

• 意思決定フローチャートは、お客様の状況をたどって推奨にたどり着き、その根拠と注意点を示します。
• グッドプット・ワークベンチは、中断率、チェックポイント間隔、規模をドラッグしている間にグラフを再描画します。
• コストでは、アクセラレータ、MFU、トレーニング時間、Spot と予約容量を比較します。
• 学習モードでは試験形式の問題を出題し、提案書ビューではお客様向けの PDF をエクスポートします。

サンプルプランではすべてのビューに値が入っています。価格や率は例示です。</translation>
    </message>
    <message>
        <source>Explore the &amp;Example Plan</source>
        <translation>サンプルプランを見る(&amp;E)</translation>
    </message>
    <message>
        <source>Start an E&amp;mpty Plan</source>
        <translation>空のプランで始める(&amp;M)</translation>
    </message>
</context>
<context>
    <name>gpui::WorkbenchControls</name>
    <message>
        <source>Goodput inputs</source>
        <translation>グッドプットの入力</translation>
    </message>
    <message>
        <source>Apply a preset…</source>
        <translation>プリセットを適用…</translation>
    </message>
    <message>
        <source>Presets</source>
        <translation>プリセット</translation>
    </message>
    <message>
        <source>Scale</source>
        <translation>規模</translation>
    </message>
    <message>
        <source>Scheduling goodput</source>
        <translation>スケジューリング・グッドプット</translation>
    </message>
    <message>
        <source>Runtime goodput</source>
        <translation>ランタイム・グッドプット</translation>
    </message>
    <message>
        <source>Program goodput</source>
        <translation>プログラム・グッドプット</translation>
    </message>
    <message>
        <source>Change %1</source>
        <translation>%1 を変更</translation>
    </message>
    <message>
        <source>Derive MFU from Throughput…</source>
        <translation>スループットから MFU を算出…</translation>
    </message>
    <message>
        <source>MFU = tokens/s × FLOPs per token / (chips × peak FLOP/s)</source>
        <translation>MFU = トークン/秒 × トークンあたり FLOPs / (チップ数 × ピーク FLOP/s)</translation>
    </message>
    <message>
        <source>Apply preset “%1”</source>
        <translation>プリセット「%1」を適用</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>%1
Source: %2</source>
        <translation>%1
出典: %2</translation>
    </message>
    <message>
        <source>Starting points: typical shapes of a deployment, or a published deployment&apos;s reliability with its source.</source>
        <translation>出発点: 典型的な構成、または公表された導入事例の信頼性データとその出典。</translation>
    </message>
    <message>
        <source>Presets are illustrative unless they name a published source.</source>
        <translation>プリセットは、公表された出典を示すもの以外は例示です。</translation>
    </message>
    <message>
        <source>Checkpoints</source>
        <translation>チェックポイント</translation>
    </message>
    <message>
        <source>Where the MFU comes from</source>
        <translation>MFU の出典</translation>
    </message>
    <message>
        <source>Program goodput is %1 on %2. Moving the slider makes the plan&apos;s own MFU the source.</source>
        <translation>プログラムグッドプットは %2 で %1 です。スライダーを動かすと、プラン独自の MFU が出典になります。</translation>
    </message>
    <message>
        <source>Job MTBF %1 between any two interruptions (all %2 nodes); %3 between those that lose progress</source>
        <translation>ジョブの MTBF: すべての中断の間隔 %1 (全 %2 ノード)、進捗を失う中断の間隔 %3</translation>
    </message>
</context>
<context>
    <name>gpui::WorkbenchView</name>
    <message>
        <source>Goodput workbench</source>
        <translation>グッドプット・ワークベンチ</translation>
    </message>
    <message>
        <source>Goodput</source>
        <translation>グッドプット</translation>
    </message>
    <message>
        <source>Scale and sensitivity</source>
        <translation>規模と感度</translation>
    </message>
    <message>
        <source>Simulation</source>
        <translation>シミュレーション</translation>
    </message>
    <message>
        <source>This plan is for serving: the workbench models a training job&apos;s goodput and its figures do not enter the serving costs. The Costs view plans the serving; &quot;This plan is for&quot; there turns the plan back to training.</source>
        <translation>このプランはサービング用です。ワークベンチはトレーニングジョブのグッドプットをモデル化しており、その数値はサービングのコストには入りません。サービングはコスト画面で計画します。そこにある「このプランの用途」でトレーニングに戻せます。</translation>
    </message>
    <message>
        <source>This plan is for serving</source>
        <translation>このプランはサービング用です</translation>
    </message>
</context>
<context>
    <name>gpui::switchtable</name>
    <message>
        <source>Provisioning</source>
        <translation>プロビジョニング</translation>
    </message>
    <message>
        <source>Change provisioning</source>
        <translation>プロビジョニングを変更</translation>
    </message>
    <message>
        <source>Flexible consumption (DWS, on-demand, CUD, Spot) drives scheduling goodput. Reservations and DWS calendar mode have their capacity before the window starts.</source>
        <translation>柔軟な利用形態（DWS、オンデマンド、CUD、Spot）がスケジューリング・グッドプットを左右します。予約と DWS カレンダーモードでは、期間の開始前に容量が確保されます。</translation>
    </message>
    <message>
        <source>Hot spares (nodes)</source>
        <translation>ホットスペア（ノード）</translation>
    </message>
    <message>
        <source>Hot spares</source>
        <translation>ホットスペア</translation>
    </message>
    <message>
        <source>Change hot spares</source>
        <translation>ホットスペアを変更</translation>
    </message>
    <message>
        <source>Hot spares (none / some)</source>
        <translation>ホットスペア（なし / あり）</translation>
    </message>
    <message>
        <source>Keep pre-provisioned, idle resources ready to take over, minimizing the time to schedule resources when resuming from an interruption.</source>
        <translation>事前にプロビジョニングした待機リソースを用意し、中断からの再開時にリソースをスケジュールする時間を最小化します。</translation>
    </message>
    <message>
        <source>Interruptions also strike during recovery</source>
        <translation>中断は復旧中にも発生する</translation>
    </message>
    <message>
        <source>Failures during a recovery</source>
        <translation>復旧中の障害</translation>
    </message>
    <message>
        <source>Toggle failures during recovery</source>
        <translation>復旧中の障害を切り替え</translation>
    </message>
    <message>
        <source>Failures do not wait for a recovery to finish: an interruption during a reschedule, a resume or an emergency save starts the recovery again (Daly&apos;s assumption). Plans made before this switch existed have it off.</source>
        <translation>障害は復旧の完了を待ちません。再スケジュール、再開、緊急保存の最中の中断で復旧はやり直しになります (Daly の仮定)。このスイッチ以前に作成された計画ではオフです。</translation>
    </message>
    <message>
        <source>Auto-checkpoint on SIGTERM</source>
        <translation>SIGTERM での自動チェックポイント</translation>
    </message>
    <message>
        <source>Auto-checkpointing</source>
        <translation>自動チェックポイント</translation>
    </message>
    <message>
        <source>Toggle auto-checkpointing</source>
        <translation>自動チェックポイントを切り替え</translation>
    </message>
    <message>
        <source>Auto-checkpointing (off / on)</source>
        <translation>自動チェックポイント（オフ / オン）</translation>
    </message>
    <message>
        <source>The job triggers a checkpoint on a SIGTERM signal that warns of imminent interruption, cutting progress lost since the last checkpoint (Orbax, MaxText).</source>
        <translation>差し迫った中断を知らせる SIGTERM シグナルでジョブがチェックポイントを取り、前回のチェックポイント以降に失われる進捗を減らします（Orbax、MaxText）。</translation>
    </message>
    <message>
        <source>Preload containers from a secondary boot disk</source>
        <translation>セカンダリブートディスクからコンテナを事前読み込みする</translation>
    </message>
    <message>
        <source>Container preloading</source>
        <translation>コンテナのプリロード</translation>
    </message>
    <message>
        <source>Toggle container preloading</source>
        <translation>コンテナの事前読み込みを切り替え</translation>
    </message>
    <message>
        <source>Container preloading (off / on)</source>
        <translation>コンテナの事前読み込み（オフ / オン）</translation>
    </message>
    <message>
        <source>On GKE, preload containers and models from a secondary boot disk so images are available almost instantly when a failed node returns: minimizes t_rm.</source>
        <translation>GKE では、コンテナとモデルをセカンダリブートディスクから事前読み込みし、障害から復帰したノードでイメージがほぼ即座に利用できるようにします。t_rm を最小化します。</translation>
    </message>
    <message>
        <source>Restart failed nodes inside the job</source>
        <translation>障害ノードをジョブ内で再起動する</translation>
    </message>
    <message>
        <source>In-job restart</source>
        <translation>ジョブ内再起動</translation>
    </message>
    <message>
        <source>Toggle in-job restart</source>
        <translation>ジョブ内再起動の切り替え</translation>
    </message>
    <message>
        <source>In-job restart (off / on)</source>
        <translation>ジョブ内再起動（オフ / オン）</translation>
    </message>
    <message>
        <source>In-job restart (nvidia-resiliency-ext, torchft): after a failure, a maintenance preemption or a straggler&apos;s eviction the healthy ranks stay and the job restarts in place, without pulling its image: around a free hot spare at once, else once the node&apos;s replacement comes. Spot preemptions still restart the whole job.</source>
        <translation>ジョブ内再起動（nvidia-resiliency-ext、torchft）：障害、メンテナンスによるプリエンプション、またはストラグラーの除外の後、正常なランクは残り、ジョブはイメージを取得せずにその場で再起動します。空いているホットスペアがあれば即座に、なければノードの交換が来た時点で再起動します。Spot のプリエンプションは引き続きジョブ全体を再起動します。</translation>
    </message>
    <message>
        <source>State replicated in memory (loses only the step)</source>
        <translation>状態をメモリに複製(失うのはそのステップのみ)</translation>
    </message>
    <message>
        <source>State replicated in memory</source>
        <translation>状態のメモリ複製</translation>
    </message>
    <message>
        <source>Toggle replicated state</source>
        <translation>複製状態の切り替え</translation>
    </message>
    <message>
        <source>With in-job restart, the training state lives in the peers&apos; memory as well (torchft, nvidia-resiliency-ext&apos;s in-memory checkpoint): a failure loses only the step it struck, not the progress since the last checkpoint, and the restart reads no checkpoint.</source>
        <translation>ジョブ内再起動で、学習状態がピアのメモリにも保持されます(torchft、nvidia-resiliency-ext のインメモリチェックポイント)。障害で失うのは当たったステップだけで、前回のチェックポイント以降の進捗は失われず、再起動でチェックポイントを読み込みません。</translation>
    </message>
    <message>
        <source>Shrink the job while a node is replaced</source>
        <translation>ノードの交換中はジョブを縮小する</translation>
    </message>
    <message>
        <source>Elastic shrink</source>
        <translation>エラスティック縮小</translation>
    </message>
    <message>
        <source>Toggle elastic shrink</source>
        <translation>エラスティック縮小の切り替え</translation>
    </message>
    <message>
        <source>Elastic shrink (off / on)</source>
        <translation>エラスティック縮小（オフ / オン）</translation>
    </message>
    <message>
        <source>Elastic training (torchft, ByteRobust): with in-job restart, the job goes on with one data-parallel replica fewer while the lost node is replaced, instead of waiting for it, then grows back.</source>
        <translation>エラスティック学習（torchft、ByteRobust）：ジョブ内再起動により、失われたノードの交換中、ジョブはそれを待たずにデータ並列レプリカを 1 つ減らして続行し、その後元の規模に戻ります。</translation>
    </message>
    <message>
        <source>Detect and evict stragglers automatically</source>
        <translation>ストラグラーを自動的に検出して除外する</translation>
    </message>
    <message>
        <source>Straggler detection</source>
        <translation>ストラグラー検出</translation>
    </message>
    <message>
        <source>Toggle straggler detection</source>
        <translation>ストラグラー検出の切り替え</translation>
    </message>
    <message>
        <source>Straggler detection (off / on)</source>
        <translation>ストラグラー検出（オフ / オン）</translation>
    </message>
    <message>
        <source>Straggler detection (nvidia-resiliency-ext): each rank&apos;s step time is compared with its peers&apos; and a slow node is evicted within minutes, instead of when people notice.</source>
        <translation>ストラグラー検出（nvidia-resiliency-ext）：各ランクのステップ時間を他のランクと比較し、低速ノードを人が気づくのを待たずに数分以内に除外します。</translation>
    </message>
    <message>
        <source>The save cost is measured</source>
        <translation>保存コストは実測値</translation>
    </message>
    <message>
        <source>Save time as measured</source>
        <translation>実測の保存時間</translation>
    </message>
    <message>
        <source>Mark the save cost measured</source>
        <translation>保存コストを実測値にする</translation>
    </message>
    <message>
        <source>A save cost measured on the job wins over the one derived from the state and the bandwidth.</source>
        <translation>ジョブで実測した保存コストは、状態と帯域幅から導出した値より優先されます。</translation>
    </message>
    <message>
        <source>Asynchronous saves</source>
        <translation>非同期保存</translation>
    </message>
    <message>
        <source>Toggle asynchronous saves</source>
        <translation>非同期保存を切り替え</translation>
    </message>
    <message>
        <source>Asynchronous saves (off / on)</source>
        <translation>非同期保存（オフ / オン）</translation>
    </message>
    <message>
        <source>Orbax and PyTorch distributed checkpointing save in the background: the job stalls only for the blocking part, and the optimum interval uses it.</source>
        <translation>OrbaxとPyTorch分散チェックポイントはバックグラウンドで保存します。ジョブが停止するのはブロッキング部分だけで、最適間隔もそれを使います。</translation>
    </message>
    <message>
        <source>Fast tier in host memory or on local SSD</source>
        <translation>ホストメモリまたはローカル SSD の高速層</translation>
    </message>
    <message>
        <source>Fast checkpoint tier</source>
        <translation>高速チェックポイント層</translation>
    </message>
    <message>
        <source>Toggle the fast checkpoint tier</source>
        <translation>高速チェックポイント層の切り替え</translation>
    </message>
    <message>
        <source>Fast checkpoint tier (off / on)</source>
        <translation>高速チェックポイント層（オフ / オン）</translation>
    </message>
    <message>
        <source>Multi-tier checkpointing (Orbax, MaxText, GKE): frequent cheap saves to host memory or local SSD, copied to peers, beside the persistent saves to object storage. An interruption the fast tier&apos;s copies outlive resumes from it, sooner and from later progress.</source>
        <translation>多層チェックポイント（Orbax、MaxText、GKE）: オブジェクトストレージへの永続保存に加え、ホストメモリまたはローカル SSD へ頻繁かつ安価に保存し、ピアにコピーします。高速層のコピーが残る中断では、そこからより早く、より新しい進捗から再開します。</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Plan accelerator choice, failure recovery and the cost of ML training.</source>
        <translation>ML トレーニングのアクセラレータ選定、障害からの復旧、コストを計画します。</translation>
    </message>
    <message>
        <source>Write the plan&apos;s proposal to &lt;file&gt; as PDF, without opening a window.</source>
        <translation>ウィンドウを開かずに、プランの提案書を PDF として &lt;file&gt; に書き出します。</translation>
    </message>
    <message>
        <source>file</source>
        <translation>ファイル</translation>
    </message>
    <message>
        <source>Recover Unsaved Changes</source>
        <translation>未保存の変更を復元</translation>
    </message>
    <message>
        <source>Goodput Planner did not close normally last time. Recover the plan with its unsaved changes?</source>
        <translation>前回 Goodput Planner は正常に終了しませんでした。未保存の変更を含むプランを復元しますか？</translation>
    </message>
    <message>
        <source>Use &lt;code&gt; for this run: en, de or ja (default: the saved choice, else the system&apos;s).</source>
        <translation>この実行で &lt;code&gt; を使います：en、de、ja（既定：保存済みの選択、なければシステムの言語）。</translation>
    </message>
    <message>
        <source>code</source>
        <translation>コード</translation>
    </message>
    <message>
        <source>%1, autosaved %2</source>
        <translation>%1（%2 に自動保存）</translation>
    </message>
    <message numerus="yes">
        <source>The first is recovered now; %n more will be offered at the next start.</source>
        <translation>
            <numerusform>最初のものを今復元します。残り %n 件は次回の起動時に提示されます。</numerusform>
        </translation>
    </message>
    <message>
        <source>A plan file to open (.gpplan), or a graph pack to install (.gpgraphs).</source>
        <translation>開くプランファイル (.gpplan)、またはインストールするグラフパック (.gpgraphs)。</translation>
    </message>
</context>
<context>
    <name>std</name>
    <message>
        <source>The %1 has no SkyPilot name known to this catalog: the task names it by the catalog&apos;s id, which SkyPilot may not know.</source>
        <translation>このカタログは %1 の SkyPilot 名を知りません。タスクはカタログの ID で指定しますが、SkyPilot が知らない可能性があります。</translation>
    </message>
</context>
</TS>
