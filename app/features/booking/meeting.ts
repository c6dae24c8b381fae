import type { TFunction } from "~/lib/translate";
import type { MeetingOffer } from "./settings";

// Where strategy sessions happen (booking.yaml `meeting`), in words: the video service a room is on,
// the booking page's facts and the privacy policy, which names the service when there is one.

/** The video service a booking's room is on ("Video" where booking.yaml now says phone only). */
export const videoProvider = (meeting: MeetingOffer) => (meeting.offer === "phone" ? "Video" : meeting.provider);

/** The booking page's "How": video (with the service), phone, or the visitor's choice. */
export const meetingFact = (meeting: MeetingOffer, t: TFunction) =>
  meeting.offer === "phone"
    ? t("booking.facts.howPhone")
    : t(meeting.offer === "video" ? "booking.facts.howVideo" : "booking.facts.howChoice", {
        provider: meeting.provider,
      });

/** The privacy policy's sentence on where a session happens and who processes what then. */
export const meetingPrivacyText = (meeting: MeetingOffer, t: TFunction) =>
  meeting.offer === "phone"
    ? t("legal.meeting.phone")
    : t(`legal.meeting.${meeting.offer}`, { provider: meeting.provider });
