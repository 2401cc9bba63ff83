# ruff: noqa: E501  (catalogue data: one message a line reads better than wrapped Japanese)
"""What a page says when it runs in the visitor's browser (the live site, steamlab.publish.lite): English and Japanese.

>>> from steamlab.i18n import msg
>>> "one after another" in msg("lite.sl_in_browser").render("en")
True
"""

from __future__ import annotations

ENTRIES: dict[str, dict[str, str]] = {
    "lite.sl_in_browser": {
        "en": "This page runs Python in your browser: the playouts run one after another in this page (no Dask cluster, no other processes), so keep them few. The chart needs matplotlib, which this site does not carry; the table has every figure. For long runs, use the dashboards served by Voila (make run) or steamlab simulate.",
        "ja": "このページは Python をブラウザの中で動かしています。プレイアウトはこのページの中で1つずつ順に実行されます(Dask クラスタも別のプロセスもありません)。回数は少なめにしてください。グラフには matplotlib が必要ですが、このサイトには含まれていません。数値はすべて表にあります。長い実行には、Voila で配信するダッシュボードか、コマンドラインのシミュレーションを使ってください。",
    },
}
