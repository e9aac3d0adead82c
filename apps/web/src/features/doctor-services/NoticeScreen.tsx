import { PUSH_CONTENT_MAX, PUSH_MSG_TYPES, PUSH_SMS_SCENES, PUSH_TITLE_MAX } from '@kanghu/shared';
import { Button, Checkbox, Input, Radio, Switch, TextArea } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useApp } from '../../app/app-context.ts';
import { DateTimeField } from '../../ui/DateTimeField.tsx';
import { PageBar } from '../../ui/PageBar.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { SERVICE_PATHS } from './paths.ts';
import { useMyPatients, useSendPush } from './queries.ts';
import styles from './Services.module.css';

/** Date-time field value (local time as picked) -> ISO with offset; '' stays undefined. */
function timingOf(local: string): string | undefined {
  return local ? new Date(local).toISOString() : undefined;
}

/** /health/doctor/notice/index[?title=]: a message to the doctor's patients (now or at a time). */
export default function NoticeScreen() {
  const [params] = useSearchParams();
  const { ui } = useApp();
  const navigate = useNavigate();
  const patients = useMyPatients();
  const send = useSendPush();
  const [title, setTitle] = useState(params.get('title') ?? '');
  const [content, setContent] = useState('');
  const [msgType, setMsgType] = useState(1);
  const [scene, setScene] = useState('notice');
  const [all, setAll] = useState(false);
  const [chosen, setChosen] = useState<number[]>([]);
  const [timing, setTiming] = useState('');

  const submit = () => {
    if (!title.trim()) return ui.toast('请输入标题');
    if (!content.trim()) return ui.toast('请输入内容');
    if (!all && chosen.length === 0) return ui.toast('请选择患者');
    send.mutate(
      {
        msgType,
        smsSceneKey: msgType === 2 ? scene : undefined,
        templateData: { title: title.trim(), content: content.trim() },
        isAllSend: all,
        patientIds: all ? [] : chosen,
        timingTime: timingOf(timing),
      },
      {
        onSuccess: (p) => {
          ui.toast(p.state === 'sent' ? `已发送给${p.patientCount}位患者` : '已设置定时发送');
          void navigate(SERVICE_PATHS.noticeList);
        },
      },
    );
  };

  return (
    <main className={styles.page}>
      <PageBar
        title="群发消息"
        fallback="/health/doctor/index"
        right={
          <button type="button" className={styles.plain} onClick={() => navigate(SERVICE_PATHS.noticeList)}>
            发送记录
          </button>
        }
      />
      <section className={styles.card} aria-label="消息内容">
        <div className={styles.row}>
          <label htmlFor="notice-title">标题</label>
          <Input
            id="notice-title"
            className={styles.input}
            maxLength={PUSH_TITLE_MAX}
            placeholder="请输入标题"
            value={title}
            onChange={setTitle}
          />
        </div>
        <div className={styles.textarea}>
          <TextArea
            placeholder="请输入要发送给患者的内容"
            maxLength={PUSH_CONTENT_MAX}
            showCount
            rows={4}
            value={content}
            onChange={setContent}
            aria-label="内容"
          />
        </div>
        <div className={styles.block}>
          <span>发送方式</span>
          <Radio.Group value={msgType} onChange={(v) => setMsgType(Number(v))}>
            <div className={styles.choices}>
              {PUSH_MSG_TYPES.map((t) => (
                <Radio key={t.msgType} value={t.msgType}>
                  {t.name}
                </Radio>
              ))}
            </div>
          </Radio.Group>
        </div>
        {msgType === 2 && (
          <div className={styles.block}>
            <span>短信场景</span>
            <Radio.Group value={scene} onChange={(v) => setScene(String(v))}>
              <div className={styles.choices}>
                {Object.entries(PUSH_SMS_SCENES).map(([key, name]) => (
                  <Radio key={key} value={key}>
                    {name}
                  </Radio>
                ))}
              </div>
            </Radio.Group>
          </div>
        )}
        {msgType !== 1 && (
          <p className={styles.weak}>开发环境：短信和微信消息只写入服务器日志，不会真实发送。</p>
        )}
        <div className={styles.row}>
          <label htmlFor="notice-timing">定时发送</label>
          <DateTimeField
            precision="datetime"
            id="notice-timing"
            aria-label="定时发送"
            placeholder="立即发送"
            className={styles.time}
            value={timing}
            onChange={setTiming}
          />
        </div>
      </section>
      <section className={styles.card} aria-label="选择患者">
        <div className={styles.head}>
          <span className={styles.title}>发送给</span>
          <span className={styles.weak}>
            全部患者 <Switch checked={all} onChange={setAll} aria-label="全部患者" />
          </span>
        </div>
        {all ? (
          <p className={styles.weak}>将发送给您可见的全部患者</p>
        ) : patients.isPending ? (
          <LoadingState />
        ) : patients.isError ? (
          <ErrorState message={errorMessage(patients.error)} onRetry={() => void patients.refetch()} />
        ) : patients.data.list.length === 0 ? (
          <EmptyState title="暂无患者" />
        ) : (
          <Checkbox.Group value={chosen} onChange={(v) => setChosen(v.map(Number))}>
            <div className={styles.patients}>
              {patients.data.list.map((p) => (
                <div key={p.id} className={styles.row}>
                  <Checkbox value={p.id}>{p.name}</Checkbox>
                  <span className={styles.weak}>{p.tel}</span>
                </div>
              ))}
            </div>
          </Checkbox.Group>
        )}
      </section>
      <div className={styles.footer}>
        <Button block color="primary" size="large" shape="rounded" loading={send.isPending} onClick={submit}>
          {timing ? '定时发送' : '立即发送'}
        </Button>
      </div>
    </main>
  );
}
